import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import {
  type AdminProblemView,
  ErrorCode,
  JudgeMode,
  ProblemModel,
  problemTotalScore,
  ProblemType,
} from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, notFound } from '../../common/http/app.exception';
import { TransactionRunner } from '../../database/transaction-runner';
import { EventBus, OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { Page } from '../../common/http/pagination';
import { findPage } from '../../database/find-page';
import { AccessService } from '../access/access.service';
import { AuditTrail } from '../audit/audit-trail.service';
import type { Actor } from '../audit/actor';
import type { LanguageRow } from '../language/language-rows';
import { LanguageService } from '../language/language.service';
import { TagService } from '../tag/tag.service';
import { CaseSource, PreparedCases, TestdataService } from '../test-data/test-data.service';
import { TestcaseUploadService } from '../test-data/testcase-upload.service';
import { toAdminProblemView } from './admin-problem-view';
import { CheckerCompiler } from './checker-compiler';
import { AdminProblemListQueryDto, CompileDto, ProblemDto } from './problem-admin.dto';
import { normalizeProblemForm, nextCaseVersion, ProblemFormFields } from './problem-form';
import { ProblemCountEntity, ProblemEntity } from './problem.entity';
import { ProblemListCache } from './problem-list-cache';
import { problemTarget } from './problem-audit-target';
import { SavedCodeEntity } from './saved-code.entity';
import { problemKeywordWhere } from './problem-keyword';

export const SPJ_NOT_COMPILED = 'Spj or interactive code not compiled successfully';
export const COMPILER_UNAVAILABLE = 'Special judge compilation is not available';

/** Creating, editing, copying and deleting problems from the admin back office. */
@Injectable()
export class ProblemAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    private readonly languages: LanguageService,
    private readonly tags: TagService,
    private readonly testdata: TestdataService,
    private readonly uploads: TestcaseUploadService,
    private readonly compiler: CheckerCompiler,
    private readonly listCache: ProblemListCache,
    private readonly events: EventBus,
    private readonly access: AccessService,
    private readonly audit: AuditTrail,
  ) {}

  async list(query: AdminProblemListQueryDto): Promise<Page<AdminProblemView<Date>>> {
    const where = problemKeywordWhere(query.auth ? { auth: query.auth } : {}, query.keyword);
    const order = { id: 'DESC' } as const;
    return findPage(this.problems, query, 10, { where, order }, (rows) => rows.map(toAdminProblemView));
  }

  @OnAppEvent('user.counting-made')
  async countMade({ usernames, made }: AppEvents['user.counting-made']): Promise<void> {
    made.problems = await this.problems.countBy({ author: In(usernames) });
  }

  async get(pid: number): Promise<ProblemEntity> {
    const problem = await this.problems.findOneBy({ id: pid });
    if (!problem) throw notFound('The problem does not exist', ErrorCode.PROBLEM_NOT_FOUND);
    return problem;
  }

  /** The problem, once the admin manages it (a contest-only one is its author's): 404, 403. */
  async requireManaged(pid: number, admin: AuthUser): Promise<ProblemEntity> {
    return this.access.requireManagesProblem(admin, await this.get(pid));
  }

  /** The admin form's problem, once the admin manages it. */
  async formOf(pid: number, admin: AuthUser): Promise<AdminProblemView<Date>> {
    return toAdminProblemView(await this.requireManaged(pid, admin));
  }

  /**
   * The back office's edit: the form of a problem the admin manages. The audit log keeps a change
   * of its visibility and of its test data (cases or files), each on its own.
   */
  async updateManaged(dto: ProblemDto, admin: Actor): Promise<void> {
    const id = dto.problem.id;
    if (!id) return this.update(dto, admin.username);
    const before = await this.requireManaged(id, admin);
    const dataBefore = await this.testdata.summary(id);
    await this.update(dto, admin.username);
    const after = await this.get(id);
    const target = problemTarget(after);
    await this.audit.recordChange(admin, {
      action: 'problem.visibility',
      target,
      before: { auth: before.auth },
      after: { auth: after.auth },
    });
    await this.audit.recordChange(admin, {
      action: 'problem.test-data',
      target,
      before: { ...dataBefore },
      after: { ...(await this.testdata.summary(id)) },
    });
  }

  /**
   * `source` overrides where the cases come from (copy and import read from a folder); `gid` files
   * the problem under a group in the same transaction, so it is never a site problem for a moment.
   */
  async create(
    dto: ProblemDto,
    username: string,
    source: CaseSource = this.caseSource(dto),
    gid: number | null = null,
  ): Promise<{ pid: number; problemId: string }> {
    const fields = normalizeProblemForm(dto, username);
    fields.gid = gid;
    if (fields.problemId) await this.assertDisplayIdFree(fields.problemId);
    const languages = await this.resolveLanguages(dto);
    await this.checkCheckerCode(dto, fields);
    const version = nextCaseVersion();
    const prepared = await this.testdata.prepare(null, source, dto.samples ?? [], fields, version);
    const id = await this.persist(null, fields, prepared, dto, languages, version);
    if (dto.uploadTestcaseDir) await this.uploads.discardUpload(dto.uploadTestcaseDir);
    const saved = await this.get(id);
    return { pid: saved.id, problemId: saved.problemId };
  }

  /**
   * A problem of another judge (remote-judge import): statement, limits and the languages that
   * judge takes, no test data. `alongside` writes the importer's own row in the same transaction.
   */
  async createRemote(
    dto: ProblemDto,
    username: string,
    alongside: (manager: EntityManager, pid: number) => Promise<unknown>,
  ): Promise<{ pid: number; problemId: string }> {
    const fields = { ...normalizeProblemForm(dto, username), isRemote: true };
    if (fields.problemId) await this.assertDisplayIdFree(fields.problemId);
    const taken = new Set((dto.languages ?? []).map((language) => language.name));
    const languages = (await this.languages.all()).filter((language) => taken.has(language.name));
    if (languages.length === 0) throw badRequest('This site has none of the languages the other judge takes');
    const id = await this.persist(null, fields, null, dto, languages, nextCaseVersion(), alongside);
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
    if (dto.uploadTestcaseDir) await this.uploads.discardUpload(dto.uploadTestcaseDir);
  }

  private caseSource(dto: ProblemDto): CaseSource {
    if (!dto.isUploadTestCase) return { kind: 'manual' };
    if (!dto.uploadTestcaseDir) return { kind: 'keep' };
    return { kind: 'dir', dir: this.uploads.uploadDir(dto.uploadTestcaseDir) };
  }

  /**
   * One transaction for the problem row, counters, tags, languages, templates and cases; the
   * test-data folder is swapped inside it and put back if the commit fails.
   */
  private async persist(
    existing: ProblemEntity | null,
    fields: ProblemFormFields & { isRemote?: boolean },
    prepared: PreparedCases | null,
    dto: ProblemDto,
    languages: LanguageRow[],
    version: string,
    alongside?: (manager: EntityManager, pid: number) => Promise<unknown>,
  ): Promise<number> {
    if (prepared && (fields.type === ProblemType.OI || fields.model === ProblemModel.QUIZ)) {
      fields.ioScore = problemTotalScore(fields.judgeCaseMode, prepared.cases);
    }
    let swap: { undo: () => Promise<void>; cleanup: () => Promise<void> } | undefined;
    try {
      // A deadlock victim is run again; the files are swapped last, after every statement that can
      // deadlock, so an attempt that failed never swapped them.
      const id = await this.transactions.run(async (manager) => {
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
        if (prepared) await this.testdata.applyRows(manager, pid, prepared);
        await this.tags.setProblemTags(manager, pid, dto.tags ?? [], this.transactions.lockMode());
        await this.languages.setProblemLanguages(manager, pid, languages, dto.codeTemplates ?? []);
        await alongside?.(manager, pid);
        if (prepared) swap = await this.testdata.applyFiles(pid, prepared);
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

  private async resolveLanguages(dto: ProblemDto): Promise<LanguageRow[]> {
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

  /** Changed checker code must compile before it is saved, when a compiler is at hand. */
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

  /** The back office's visibility switch, on a problem the admin manages. */
  async changeAuthManaged(id: number, auth: number, admin: Actor): Promise<void> {
    const problem = await this.requireManaged(id, admin);
    await this.changeAuth(id, auth, admin.username);
    await this.audit.recordChange(admin, {
      action: 'problem.visibility',
      target: problemTarget(problem),
      before: { auth: problem.auth },
      after: { auth },
    });
  }

  async changeAuth(id: number, auth: number, username: string): Promise<void> {
    await this.get(id);
    await this.problems.update({ id }, { auth, modifiedUser: username });
    this.listCache.clear();
  }

  /**
   * Removes the problem with everything that belongs to it, its submissions included (as HOJ's
   * cascading keys do), in one transaction: each module removes its own rows (the other modules
   * on `problem.deleting`). The test-data folder goes after the commit.
   */
  async delete(pid: number): Promise<void> {
    await this.get(pid);
    await this.dataSource.transaction((manager) => this.removeRows(manager, pid));
    await this.removedFiles([pid]);
  }

  /** The rows of `delete`, inside the caller's transaction (a group disbanded takes its problems). */
  async removeRows(manager: EntityManager, pid: number): Promise<void> {
    await this.tags.removeProblem(manager, pid);
    await this.languages.removeProblem(manager, pid);
    await this.testdata.removeProblem(manager, pid);
    await manager.delete(SavedCodeEntity, { pid });
    await this.events.emitAsync('problem.deleting', { manager, pid });
    await manager.delete(ProblemCountEntity, { pid });
    await manager.delete(ProblemEntity, { id: pid });
  }

  /** After `removeRows` committed: the test-data folders, and the cached lists. */
  async removedFiles(pids: number[]): Promise<void> {
    this.listCache.clear();
    for (const pid of pids) await this.testdata.removeFiles(pid);
  }
}
