import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import * as yazl from 'yazl';
import { DEFAULT_PROBLEM_LANGUAGES, ProblemModel } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ScratchSpace } from '../../common/fs/scratch-space';
import { LanguageService } from '../language/language.service';
import { ProblemDto } from '../problem/problem-admin.dto';
import { ProblemAdminService } from '../problem/problem-admin.service';
import { parseExtraFiles } from '../test-data/extra-files';
import type { ProblemRow } from '../problem/problem-row';
import { TagService } from '../tag/tag.service';
import { TESTCASE_UNZIP_LIMITS, unzipFiles } from '../test-data/safe-unzip';
import { isSafeFileName } from '../test-data/test-data-store';
import { TestdataService } from '../test-data/test-data.service';
import { createAllOrNothing, type PlannedProblem } from './create-all';
import { toValidProblemDto } from './to-problem-dto';

/** HOJ's ImportProblemVO: one `problem_<pid>.json` at the root of an exported zip. */
export interface ImportProblemVo {
  problem: Record<string, unknown>;
  languages: string[];
  samples: { input: string; output: string; score?: number | null; groupNum?: number | null }[];
  tags: string[];
  codeTemplates: { language: string; code: string }[];
  userExtraFile: Record<string, string> | null;
  judgeExtraFile: Record<string, string> | null;
  judgeMode: string;
}

/** Fields of the stored problem that are the exporter's own business, not the problem's. */
const NOT_EXPORTED = new Set([
  'caseVersion',
  'gmtCreate',
  'gmtModified',
  'gid',
  'applyPublicProgress',
  'modifiedUser',
]);

/** HOJ's problem zip: export several problems, import them back (all or nothing). */
@Injectable()
export class ProblemTransferService {
  private readonly scratch: ScratchSpace;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly admin: ProblemAdminService,
    private readonly languages: LanguageService,
    private readonly tags: TagService,
    private readonly testdata: TestdataService,
  ) {
    this.scratch = new ScratchSpace(config.dataDir, 'problem-import');
  }

  async export(pids: number[]): Promise<{ stream: Readable; fileName: string }> {
    if (pids.length === 0) throw badRequest('Please choose the problems to export');
    const problems: ProblemRow[] = [];
    for (const pid of [...new Set(pids)]) problems.push(await this.admin.get(pid));
    const zip = new yazl.ZipFile();
    for (const problem of problems) {
      const base = `problem_${problem.id}`;
      const vo = await this.toImportVo(problem);
      zip.addBuffer(Buffer.from(JSON.stringify(vo, null, 2)), `${base}.json`);
      if (problem.model !== ProblemModel.QUIZ) {
        await this.testdata.manifest(problem.id); // rebuilds a lost folder of hand-entered cases
        for (const name of new Set(vo.samples.flatMap((s) => [s.input, s.output]))) {
          zip.addFile(join(this.testdata.dirOf(problem.id), name), `${base}/${name}`);
        }
      }
    }
    zip.end();
    const fileName =
      problems.length === 1 ? `problem_${problems[0].id}.zip` : `problems_${problems.length}.zip`;
    return { stream: zip.outputStream as Readable, fileName };
  }

  private async toImportVo(problem: ProblemRow): Promise<ImportProblemVo> {
    const [languages, tags, templates, cases] = await Promise.all([
      this.languages.ofProblem(problem.id),
      this.tags.tagsOf(problem.id),
      this.languages.templatesOf(problem.id),
      this.testdata.cases(problem.id),
    ]);
    const names = new Map(languages.map((l) => [l.id, l.name]));
    const all = await this.languages.all();
    for (const l of all) names.set(l.id, l.name);
    const quiz = problem.model === ProblemModel.QUIZ;
    return {
      problem: Object.fromEntries(Object.entries(problem).filter(([key]) => !NOT_EXPORTED.has(key))),
      languages: languages.map((l) => l.name),
      samples: cases.map((c) => ({
        input: quiz ? c.input : c.inputName,
        output: quiz ? c.output : c.outputName,
        score: c.score,
        groupNum: c.groupNum,
      })),
      tags: tags.map((t) => t.name),
      codeTemplates: templates.map((t) => ({ language: names.get(t.lid) ?? '', code: t.code })),
      userExtraFile: problem.userExtraFile ? parseExtraFiles(problem.userExtraFile) : null,
      judgeExtraFile: problem.judgeExtraFile ? parseExtraFiles(problem.judgeExtraFile) : null,
      judgeMode: problem.judgeMode,
    };
  }

  /**
   * Imports every `problem_<x>.json` of the zip with its folder of case files. Everything is
   * checked before the first problem is written; if one still fails, the ones already created
   * are deleted again, so an import lands whole or not at all.
   */
  import(data: Buffer, username: string): Promise<void> {
    return this.scratch.use(async (dir) => {
      await unzipFiles(data, dir, TESTCASE_UNZIP_LIMITS, 1);
      const jsonFiles = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
      if (jsonFiles.length === 0) throw badRequest('The zip holds no problem_<id>.json file');
      const planned: PlannedProblem[] = [];
      for (const file of jsonFiles) {
        const caseDir = join(dir, file.slice(0, -'.json'.length));
        planned.push({ dto: await this.toDto(await this.readVo(join(dir, file), file), caseDir), caseDir });
      }
      await createAllOrNothing(this.admin, planned, username);
    });
  }

  private async readCaseContents(
    samples: ImportProblemVo['samples'],
    caseDir: string,
  ): Promise<ImportProblemVo['samples']> {
    const read = async (name: string) => {
      if (!isSafeFileName(name)) throw badRequest(`Invalid test case file name "${name}"`);
      return readFile(join(caseDir, name), 'utf8').catch(() => {
        throw badRequest(`The test case file "${name}" does not exist, please upload the test cases again`);
      });
    };
    const result: ImportProblemVo['samples'] = [];
    for (const sample of samples) {
      result.push({ ...sample, input: await read(sample.input), output: await read(sample.output) });
    }
    return result;
  }

  private async readVo(path: string, file: string): Promise<ImportProblemVo> {
    try {
      const vo = JSON.parse(await readFile(path, 'utf8')) as ImportProblemVo;
      if (!vo || typeof vo.problem !== 'object' || vo.problem === null) throw new Error('no problem');
      return vo;
    } catch {
      throw badRequest(`${file} is not a valid HOJ problem file`);
    }
  }

  /**
   * HOJ imports every case as an uploaded file; a problem exported from here with hand-entered
   * cases (`isUploadCase: false`) gets its contents back, so it round-trips unchanged.
   */
  private async toDto(vo: ImportProblemVo, caseDir: string): Promise<ProblemDto> {
    const all = await this.languages.all();
    const known = new Set(all.map((l) => l.name));
    const quiz = vo.problem.model === ProblemModel.QUIZ;
    let languages = (vo.languages ?? []).filter((name) => known.has(name));
    if (languages.length === 0 && !quiz) languages = [...DEFAULT_PROBLEM_LANGUAGES];
    const manual = quiz || vo.problem.isUploadCase === false;
    let samples = vo.samples ?? [];
    if (manual && !quiz) samples = await this.readCaseContents(samples, caseDir);
    const problem = { ...vo.problem };
    delete problem.id;
    if (vo.userExtraFile && typeof vo.userExtraFile === 'object') problem.userExtraFile = vo.userExtraFile;
    if (vo.judgeExtraFile && typeof vo.judgeExtraFile === 'object')
      problem.judgeExtraFile = vo.judgeExtraFile;
    const plain = {
      problem,
      samples,
      isUploadTestCase: !manual,
      judgeMode: vo.judgeMode ?? problem.judgeMode,
      languages: languages.map((name) => ({ name })),
      tags: (vo.tags ?? []).map((name) => ({ name })),
      codeTemplates: (vo.codeTemplates ?? []).flatMap((t) => {
        const language = all.find((l) => l.name === t.language);
        return language ? [{ lid: language.id, code: t.code, status: true }] : [];
      }),
    };
    return toValidProblemDto(plain);
  }
}
