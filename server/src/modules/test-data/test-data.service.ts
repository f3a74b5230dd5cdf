import { randomUUID } from 'node:crypto';
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import * as yazl from 'yazl';
import {
  JudgeCaseMode,
  JudgeMode,
  normalizeJudgeCaseMode,
  ProblemModel,
  type JudgeModeName,
  type TestdataManifest,
} from '@verdict/common';
import { AppException, badRequest, notFound } from '../../../common/http/app.exception';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { ProblemEntity } from '../problem.entity';
import { parseExtraFiles } from '../problem-extra-files';
import {
  CaseInput,
  CaseRules,
  isQuiz,
  PlannedCase,
  planManualCases,
  planQuizCases,
  planUploadedCases,
} from './case-plan';
import { pairTestcases } from './pair-testcases';
import { ProblemCaseEntity } from './problem-case.entity';
import { TESTCASE_UNZIP_LIMITS, unzipFiles } from './safe-unzip';
import { StagedTestdata, TestdataStore } from './testdata-store';

export interface UploadedTestcases {
  fileList: { input: string; output: string; groupNum?: number }[];
  fileListDir: string;
}

/** Where a save takes its cases from. */
export type CaseSource =
  | { kind: 'manual' }
  /** A folder of files: an unpacked upload or an import. */
  | { kind: 'dir'; dir: string }
  /** The problem's current uploaded files, unchanged. */
  | { kind: 'keep' };

export interface PreparedCases {
  cases: PlannedCase[];
  /** New folder to swap in; null when the files on disk stay as they are (or none are needed). */
  staged: StagedTestdata | null;
  /** The folder must go (quiz problems have no test files). */
  removeFiles: boolean;
  isUploadCase: boolean;
}

/** Group numbers matter only in the two subtask modes (hoj-domain-facts §3). */
function isSubtaskMode(mode: string): boolean {
  return mode === JudgeCaseMode.SUBTASK_LOWEST || mode === JudgeCaseMode.SUBTASK_AVERAGE;
}

const UPLOAD_TTL_MS = 24 * 3600 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A problem's test cases: the zip upload, saving with a problem, the judger's manifest, download. */
@Injectable()
export class TestdataService {
  private readonly uploadRoot: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    @InjectRepository(ProblemCaseEntity) private readonly caseRows: Repository<ProblemCaseEntity>,
    private readonly store: TestdataStore,
  ) {
    this.uploadRoot = join(config.dataDir, 'tmp', 'testcase-zip');
  }

  /** Unpacks an uploaded zip aside and pairs its files (HOJ rules); nothing is attached to a problem yet. */
  async uploadZip(data: Buffer, mode?: string): Promise<UploadedTestcases> {
    await this.pruneOldUploads();
    const key = randomUUID();
    const dir = join(this.uploadRoot, key);
    try {
      const names = await unzipFiles(data, dir, TESTCASE_UNZIP_LIMITS);
      const pairs = pairTestcases(names);
      if (pairs.length === 0) {
        throw badRequest('The zip has no test cases at its root (expected X.in with X.out or X.ans)');
      }
      for (const pair of pairs) {
        if (pair.missingOutput) await writeFile(join(dir, pair.output), '');
      }
      const subtask = isSubtaskMode(normalizeJudgeCaseMode(mode ?? '') ?? '');
      return {
        fileList: pairs.map((pair) => ({
          input: pair.input,
          output: pair.output,
          ...(subtask ? { groupNum: 1 } : {}),
        })),
        fileListDir: key,
      };
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** The folder of an earlier upload; HOJ clients send back a path ending in the key. */
  uploadDir(fileListDir: string): string {
    const key = fileListDir.split(/[/\\]/).filter(Boolean).pop() ?? '';
    if (!UUID.test(key)) throw badRequest('Invalid uploadTestcaseDir');
    return join(this.uploadRoot, key);
  }

  async discardUpload(fileListDir: string): Promise<void> {
    await rm(this.uploadDir(fileListDir), { recursive: true, force: true });
  }

  private async pruneOldUploads(): Promise<void> {
    const names = await readdir(this.uploadRoot).catch(() => [] as string[]);
    const now = Date.now();
    for (const name of names) {
      const path = join(this.uploadRoot, name);
      const info = await stat(path).catch(() => null);
      if (info && now - info.mtimeMs > UPLOAD_TTL_MS) await rm(path, { recursive: true, force: true });
    }
  }

  /** Validates the cases and writes any new files into a staging folder (nothing live changes yet). */
  async prepare(
    problemId: number | null,
    source: CaseSource,
    samples: readonly CaseInput[],
    rules: CaseRules,
    version: string,
  ): Promise<PreparedCases> {
    if (isQuiz(rules)) {
      return { cases: planQuizCases(samples), staged: null, removeFiles: true, isUploadCase: false };
    }
    if (source.kind === 'manual') {
      const cases = planManualCases(samples, rules);
      const files = cases.flatMap((c) => [
        { name: c.inputName, content: c.input },
        { name: c.outputName, content: c.output },
      ]);
      const staged = await this.store.stageContents(files, version);
      return { cases, staged, removeFiles: false, isUploadCase: false };
    }
    if (source.kind === 'keep') {
      if (problemId === null || !(await this.store.info(problemId))) {
        throw badRequest('Please upload the test cases');
      }
      const cases = await planUploadedCases(samples, rules, this.store.dir(problemId));
      return { cases, staged: null, removeFiles: false, isUploadCase: true };
    }
    const cases = await planUploadedCases(samples, rules, source.dir);
    const names = [...new Set(cases.flatMap((c) => [c.inputName, c.outputName]))];
    const staged = await this.store.stageCopies(
      names.map((name) => ({ name, from: join(source.dir, name) })),
      version,
    );
    return { cases, staged, removeFiles: false, isUploadCase: true };
  }

  /**
   * Inside the caller's transaction: replaces the case rows and swaps the files in. The returned
   * undo puts the old folder back if the transaction then fails; cleanup runs after the commit.
   */
  async apply(
    manager: EntityManager,
    problemId: number,
    prepared: PreparedCases,
  ): Promise<{ undo: () => Promise<void>; cleanup: () => Promise<void> }> {
    await manager.delete(ProblemCaseEntity, { pid: problemId });
    if (prepared.cases.length > 0) {
      await manager.insert(
        ProblemCaseEntity,
        prepared.cases.map((c) => ({ ...c, pid: problemId })),
      );
    }
    const noop = async () => {};
    if (prepared.staged) return this.store.swapIn(problemId, prepared.staged);
    if (prepared.removeFiles) return { undo: noop, cleanup: () => this.store.remove(problemId) };
    return { undo: noop, cleanup: noop };
  }

  async discardPrepared(prepared: PreparedCases): Promise<void> {
    if (prepared.staged) await this.store.discard(prepared.staged);
  }

  removeFiles(problemId: number): Promise<void> {
    return this.store.remove(problemId);
  }

  cases(problemId: number): Promise<ProblemCaseEntity[]> {
    return this.caseRows.find({ where: { pid: problemId }, order: { caseIndex: 'ASC' } });
  }

  private async problemOrThrow(problemId: number): Promise<ProblemEntity> {
    const problem = Number.isSafeInteger(problemId) ? await this.problems.findOneBy({ id: problemId }) : null;
    if (!problem) throw notFound('The problem does not exist');
    return problem;
  }

  /** What a judger needs to fetch and verify a problem's test data at its current version. */
  async manifest(problemId: number): Promise<TestdataManifest> {
    const problem = await this.problemOrThrow(problemId);
    const cases = await this.cases(problemId);
    let info = await this.store.info(problemId);
    if (!info && cases.length > 0 && !problem.isUploadCase) info = await this.rebuildManual(problem, cases);
    const subtask = isSubtaskMode(problem.judgeCaseMode);
    const sha256: Record<string, string> = {};
    for (const c of cases) {
      for (const name of [c.inputName, c.outputName]) {
        const hash = info?.sha256[name];
        if (hash) sha256[name] = hash;
      }
    }
    const code = problem.spjCode
      ? { language: problem.spjLanguage ?? 'C++', code: problem.spjCode }
      : undefined;
    const judgeExtraFiles = parseExtraFiles(problem.judgeExtraFile);
    return {
      problemId,
      version: problem.caseVersion,
      judgeMode: problem.judgeMode as JudgeModeName,
      judgeCaseMode: normalizeJudgeCaseMode(problem.judgeCaseMode) ?? 'default',
      cases: cases.map((c) => ({
        caseId: c.caseIndex,
        inputName: c.inputName,
        outputName: c.outputName,
        score: c.score,
        groupNum: subtask ? c.groupNum : 1,
      })),
      sha256,
      ...(problem.judgeMode === JudgeMode.SPJ && code ? { checker: code } : {}),
      ...(problem.judgeMode === JudgeMode.INTERACTIVE && code ? { interactor: code } : {}),
      ...(Object.keys(judgeExtraFiles).length > 0 ? { judgeExtraFiles } : {}),
    };
  }

  /** Hand-entered cases live in the table too, so a lost folder can be written again (as HOJ does). */
  private async rebuildManual(problem: ProblemEntity, cases: ProblemCaseEntity[]) {
    const files = cases.flatMap((c) => [
      { name: c.inputName, content: c.input },
      { name: c.outputName, content: c.output },
    ]);
    const staged = await this.store.stageContents(files, problem.caseVersion);
    const swap = await this.store.swapIn(problem.id, staged);
    await swap.cleanup();
    return staged.info;
  }

  /**
   * One test-data file. Any version at or after the one the files were written at is served (a
   * save that did not touch the files keeps them); an older one means the judger must refetch.
   */
  async file(problemId: number, version: string, name: string): Promise<Buffer> {
    await this.problemOrThrow(problemId);
    const info = await this.store.info(problemId);
    if (!info || !Object.prototype.hasOwnProperty.call(info.sha256, name)) {
      throw notFound('The test data file does not exist');
    }
    if (!(Number(version) >= Number(info.filesVersion))) {
      throw new AppException(409, 'The test data has changed, fetch the manifest again');
    }
    return this.store.read(problemId, name);
  }

  /** The case files as a zip stream (`download-testcase`). */
  async downloadZip(problemId: number): Promise<{ stream: Readable; fileName: string }> {
    const problem = await this.problemOrThrow(problemId);
    await this.manifest(problemId); // rebuilds a lost folder of hand-entered cases
    const cases = await this.cases(problemId);
    if (cases.length === 0 || problem.model === ProblemModel.QUIZ) {
      throw badRequest('The problem has no test case files');
    }
    const zip = new yazl.ZipFile();
    for (const name of new Set(cases.flatMap((c) => [c.inputName, c.outputName]))) {
      zip.addFile(this.store.pathOf(problemId, name), name);
    }
    zip.end();
    return { stream: zip.outputStream as Readable, fileName: `problem_${problem.id}_testcase.zip` };
  }

  dirOf(problemId: number): string {
    return this.store.dir(problemId);
  }
}
