import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Like, Repository } from 'typeorm';
import { CODE_MAX_LENGTH, JudgeMode, ProblemModel, problemTotalScore, ProblemType } from '@verdict/common';
import { badRequest, notFound } from '../../common/http/app.exception';
import { Page, pageWindow, toPage } from '../../common/http/pagination';
import { AcceptedProblemEntity } from '../submission/accepted-problem.entity';
import { JudgeCaseEntity } from '../submission/judge-case.entity';
import { SubmissionEntity } from '../submission/submission.entity';
import { CheckerCompiler } from './checker-compiler';
import { ProblemListCache } from './problem-list-cache';
import { CodeTemplateEntity, LanguageEntity, ProblemLanguageEntity } from './language/language.entity';
import { LanguageService } from './language/language.service';
import { AdminProblemListQueryDto, CompileDto, ProblemDto } from './problem-admin.dto';
import { normalizeProblemForm, nextCaseVersion, ProblemFormFields } from './problem-form';
import { ProblemCountEntity, ProblemEntity } from './problem.entity';
import { SavedCodeEntity } from './saved-code.entity';
import { ProblemTagEntity } from './tag/tag.entity';
import { TagService } from './tag/tag.service';
import { ProblemCaseEntity } from './testdata/problem-case.entity';
import { CaseSource, PreparedCases, TestdataService } from './testdata/testdata.service';

export const SPJ_NOT_COMPILED = 'Spj or interactive code not compiled successfully';
export const COMPILER_UNAVAILABLE = 'Special judge compilation is not available';

/** Creating, editing, copying and deleting problems from the admin back office. */
@Injectable()
export class ProblemAdminService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    private readonly languages: LanguageService,
    private readonly tags: TagService,
    private readonly testdata: TestdataService,
    private readonly compiler: CheckerCompiler,
    private readonly listCache: ProblemListCache,
  ) {}

  async list(query: AdminProblemListQueryDto): Promise<Page<ProblemEntity>> {
    const { current, size, skip } = pageWindow(query, 10);
    const keyword = query.keyword?.trim();
    const base = query.auth ? { auth: query.auth } : {};
    const where = keyword
      ? [
          { ...base, title: Like(`%${keyword}%`) },
          { ...base, problemId: Like(`%${keyword.toUpperCase()}%`) },
          { ...base, author: Like(`%${keyword}%`) },
        ]
      : base;
    const [rows, total] = await this.problems.findAndCount({
      where,
      order: { id: 'DESC' },
      skip,
      take: size,
    });
    return toPage(rows, total, current, size);
  }

  async get(pid: number): Promise<ProblemEntity> {
    const problem = await this.problems.findOneBy({ id: pid });
    if (!problem) throw notFound('The problem does not exist');
    return problem;
  }

  /** `source` overrides where the cases come from (copy and import read from a folder). */
  async create(
    dto: ProblemDto,
    username: string,
    source: CaseSource = this.caseSource(dto),
  ): Promise<{ pid: number; problemId: string }> {
    const fields = normalizeProblemForm(dto, username);
    if (fields.problemId) await this.assertDisplayIdFree(fields.problemId);
    const languages = await this.resolveLanguages(dto);
    await this.checkCheckerCode(dto, fields);
    const version = nextCaseVersion();
    const prepared = await this.testdata.prepare(null, source, dto.samples ?? [], fields, version);
    const id = await this.persist(null, fields, prepared, dto, languages, version);
    if (dto.uploadTestcaseDir) await this.testdata.discardUpload(dto.uploadTestcaseDir);
    const saved = await this.get(id);
    return { pid: saved.id, problemId: saved.problemId };
  }

  async update(dto: ProblemDto, username: string): Promise<void> {
    const id = dto.problem.id;
    if (!id) throw badRequest('problem.id is required');
    const existing = await this.get(id);
    const fields = normalizeProblemForm(dto, username);
    fields.author = existing.author || fields.author;
    fields.gid = existing.gid;
    if (!fields.problemId) fields.problemId = existing.problemId;
    if (fields.problemId !== existing.problemId) await this.assertDisplayIdFree(fields.problemId);
    const languages = await this.resolveLanguages(dto);
    await this.checkCheckerCode(dto, fields);
    const version = nextCaseVersion(existing.caseVersion);
    const prepared =
      dto.samples === undefined
        ? null
        : await this.testdata.prepare(id, this.caseSource(dto), dto.samples, fields, version);
    // Cases left as they are keep the total they had.
    if (!prepared && dto.problem.ioScore === undefined) fields.ioScore = existing.ioScore;
    await this.persist(existing, fields, prepared, dto, languages, version);
    if (dto.uploadTestcaseDir) await this.testdata.discardUpload(dto.uploadTestcaseDir);
  }

  private caseSource(dto: ProblemDto): CaseSource {
    if (!dto.isUploadTestCase) return { kind: 'manual' };
    if (!dto.uploadTestcaseDir) return { kind: 'keep' };
    return { kind: 'dir', dir: this.testdata.uploadDir(dto.uploadTestcaseDir) };
  }

  /**
   * One transaction for the problem row, counters, tags, languages, templates and cases; the
   * test-data folder is swapped inside it and put back if the commit fails.
   */
  private async persist(
    existing: ProblemEntity | null,
    fields: ProblemFormFields,
    prepared: PreparedCases | null,
    dto: ProblemDto,
    languages: LanguageEntity[],
    version: string,
  ): Promise<number> {
    if (prepared && (fields.type === ProblemType.OI || fields.model === ProblemModel.QUIZ)) {
      fields.ioScore = problemTotalScore(fields.judgeCaseMode, prepared.cases);
    }
    let swap: { undo: () => Promise<void>; cleanup: () => Promise<void> } | undefined;
    try {
      const id = await this.dataSource.transaction(async (manager) => {
        const row = { ...fields, caseVersion: version };
        if (prepared) Object.assign(row, { isUploadCase: prepared.isUploadCase });
        let pid: number;
        if (existing) {
          pid = existing.id;
          await manager.update(ProblemEntity, { id: pid }, row);
        } else {
          const placeholder = `TMP-${version}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
          pid = (await manager.insert(ProblemEntity, { ...row, problemId: row.problemId || placeholder }))
            .identifiers[0].id as number;
          if (!row.problemId)
            await manager.update(ProblemEntity, { id: pid }, { problemId: await this.autoId(manager, pid) });
          await manager.insert(ProblemCountEntity, { pid });
        }
        if (prepared) swap = await this.testdata.apply(manager, pid, prepared);
        await this.tags.setProblemTags(manager, pid, dto.tags ?? []);
        await this.saveLanguagesAndTemplates(manager, pid, languages, dto);
        return pid;
      });
      await swap?.cleanup();
      this.listCache.clear();
      return id;
    } catch (error) {
      if (swap) await swap.undo();
      else if (prepared) await this.testdata.discardPrepared(prepared);
      throw error;
    }
  }

  /** "P" + id as HOJ does, with a suffix in the unlikely case an admin already took that name. */
  private async autoId(manager: EntityManager, pid: number): Promise<string> {
    for (let n = 0; ; n++) {
      const candidate = n === 0 ? `P${pid}` : `P${pid}-${n}`;
      if (!(await manager.existsBy(ProblemEntity, { problemId: candidate }))) return candidate;
    }
  }

  isDisplayIdTaken(problemId: string): Promise<boolean> {
    return this.problems.existsBy({ problemId: problemId.toUpperCase() });
  }

  private async assertDisplayIdFree(problemId: string): Promise<void> {
    if (await this.isDisplayIdTaken(problemId))
      throw badRequest(`The problem ID ${problemId} already exists`);
  }

  private async resolveLanguages(dto: ProblemDto): Promise<LanguageEntity[]> {
    const given = dto.languages ?? [];
    if (dto.problem.model === ProblemModel.QUIZ && given.length === 0) return [];
    if (given.length === 0) throw badRequest('Please select at least one language');
    const all = await this.languages.all();
    return given.map((ref) => {
      const found = all.find(
        (l) => (ref.id !== undefined && l.id === ref.id) || (ref.name && l.name === ref.name),
      );
      if (!found) throw badRequest(`Unknown language ${ref.name ?? ref.id}`);
      return found;
    });
  }

  private async saveLanguagesAndTemplates(
    manager: EntityManager,
    pid: number,
    languages: LanguageEntity[],
    dto: ProblemDto,
  ): Promise<void> {
    await manager.delete(ProblemLanguageEntity, { pid });
    const lids = [...new Set(languages.map((l) => l.id))];
    if (lids.length > 0)
      await manager.insert(
        ProblemLanguageEntity,
        lids.map((lid) => ({ pid, lid })),
      );
    await manager.delete(CodeTemplateEntity, { pid });
    const all = await this.languages.all();
    const seen = new Set<number>();
    for (const template of dto.codeTemplates ?? []) {
      const language = all.find((l) => l.id === template.lid);
      if (!language) throw badRequest(`Unknown language ${template.lid} in the code templates`);
      const code = template.code ?? '';
      const enabled = template.status ?? true;
      if (enabled && !code.trim()) throw badRequest(`The code template of ${language.name} can not be empty`);
      if (code.length > CODE_MAX_LENGTH) throw badRequest('Code Length can not exceed 65535');
      if (seen.has(language.id)) continue;
      seen.add(language.id);
      await manager.insert(CodeTemplateEntity, { pid, lid: language.id, code, status: enabled });
    }
  }

  /** Seed 2 §5: changed checker code must compile before it is saved, when a compiler is at hand. */
  private async checkCheckerCode(dto: ProblemDto, fields: ProblemFormFields): Promise<void> {
    if (fields.judgeMode === JudgeMode.DEFAULT || !dto.changeModeCode || !fields.spjCode) return;
    const result = await this.compiler.compile({
      kind: fields.judgeMode === JudgeMode.SPJ ? 'checker' : 'interactor',
      language: fields.spjLanguage ?? 'C++',
      code: fields.spjCode,
      extraFiles: fields.judgeExtraFile
        ? (JSON.parse(fields.judgeExtraFile) as Record<string, string>)
        : undefined,
    });
    if (result && !result.ok) throw badRequest(`${SPJ_NOT_COMPILED}: ${result.message}`);
  }

  async compileChecker(dto: CompileDto, kind: 'checker' | 'interactor'): Promise<void> {
    const result = await this.compiler.compile({
      kind,
      language: dto.language,
      code: dto.code,
      extraFiles: dto.extraFiles ?? undefined,
    });
    if (!result) throw badRequest(COMPILER_UNAVAILABLE);
    if (!result.ok) throw badRequest(result.message || SPJ_NOT_COMPILED);
  }

  async changeAuth(id: number, auth: number, username: string): Promise<void> {
    await this.get(id);
    await this.problems.update({ id }, { auth, modifiedUser: username });
    this.listCache.clear();
  }

  /**
   * Removes the problem with everything that belongs to it, its submissions included (as HOJ's
   * cascading keys do), then its test-data folder.
   */
  async delete(pid: number): Promise<void> {
    await this.get(pid);
    await this.dataSource.transaction(async (manager) => {
      for (const entity of [
        ProblemTagEntity,
        ProblemLanguageEntity,
        CodeTemplateEntity,
        ProblemCaseEntity,
        SavedCodeEntity,
        JudgeCaseEntity,
        AcceptedProblemEntity,
        SubmissionEntity,
      ]) {
        await manager.delete(entity, { pid });
      }
      await manager.delete(ProblemCountEntity, { pid });
      await manager.delete(ProblemEntity, { id: pid });
    });
    this.listCache.clear();
    await this.testdata.removeFiles(pid);
  }
}
