import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import * as yazl from 'yazl';
import {
  ErrorCode,
  JudgeMode,
  type JudgeModeName,
  isSubtaskMode,
  normalizeJudgeCaseMode,
  ProblemModel,
  type TestdataManifest,
} from '@verdict/common';
import { AppException, badRequest, notFound } from '../../common/http/app.exception';
import { parseExtraFiles } from './extra-files';
import {
  CaseInput,
  CaseRules,
  isQuiz,
  PlannedCase,
  planManualCases,
  planQuizCases,
  planUploadedCases,
} from './case-plan';
import { ProblemCaseEntity } from './problem-case.entity';
import { StagedTestdata, TestdataStore } from './test-data-store';
import { deleteExisting } from '../../database/delete-existing';
import { EventBus } from '../../events/event-bus';
import type { TestdataProblem } from '../../events/events';
import { testdataSummary, type TestdataSummary } from './test-data-summary';

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

/** One question of a quiz-model problem: its number, the right answer and its score. */
export interface QuizAnswer {
  question: number;
  answer: string;
  score: number;
}

/** A problem's test cases: saving them with a problem, the judger's manifest and files, download. */
@Injectable()
export class TestdataService {
  constructor(
    @InjectRepository(ProblemCaseEntity) private readonly caseRows: Repository<ProblemCaseEntity>,
    private readonly store: TestdataStore,
    private readonly bus: EventBus,
  ) {}

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

  /** Inside the caller's transaction: replaces the case rows. */
  async applyRows(manager: EntityManager, problemId: number, prepared: PreparedCases): Promise<void> {
    await deleteExisting(manager, ProblemCaseEntity, { pid: problemId });
    if (prepared.cases.length > 0) {
      await manager.insert(
        ProblemCaseEntity,
        prepared.cases.map((c) => ({ ...c, pid: problemId })),
      );
    }
  }

  /**
   * The last step of the caller's transaction: swaps the files in. The returned undo puts the old
   * folder back if the transaction then fails; cleanup runs after the commit.
   */
  async applyFiles(
    problemId: number,
    prepared: PreparedCases,
  ): Promise<{ undo: () => Promise<void>; cleanup: () => Promise<void> }> {
    const noop = async () => {};
    if (prepared.staged) return this.store.swapIn(problemId, prepared.staged);
    if (prepared.removeFiles) return { undo: noop, cleanup: () => this.store.remove(problemId) };
    return { undo: noop, cleanup: noop };
  }

  async discardPrepared(prepared: PreparedCases): Promise<void> {
    if (prepared.staged) await this.store.discard(prepared.staged);
  }

  /** Inside a problem deletion: the case rows go; the folder goes after the commit (`removeFiles`). */
  async removeProblem(manager: EntityManager, problemId: number): Promise<void> {
    await manager.delete(ProblemCaseEntity, { pid: problemId });
  }

  removeFiles(problemId: number): Promise<void> {
    return this.store.remove(problemId);
  }

  cases(problemId: number): Promise<ProblemCaseEntity[]> {
    return this.caseRows.find({ where: { pid: problemId }, order: { caseIndex: 'ASC' } });
  }

  /** The problem's cases and files in short, to tell whether a save changed them. */
  async summary(problemId: number): Promise<TestdataSummary> {
    const [cases, info] = await Promise.all([this.cases(problemId), this.store.info(problemId)]);
    return testdataSummary(cases, info?.sha256 ?? {});
  }

  /** The cases of an existing problem (404 otherwise), for the admin form. */
  async casesOf(problemId: number): Promise<ProblemCaseEntity[]> {
    await this.problemOrThrow(problemId);
    return this.cases(problemId);
  }

  /** Answers of a quiz-model problem, by question number (cases: input = number, output = answer). */
  async quizKey(problemId: number): Promise<QuizAnswer[]> {
    const rows = await this.cases(problemId);
    return rows.map((row) => ({ question: Number(row.input), answer: row.output.trim(), score: row.score }));
  }

  /** The problem's settings, as the problem module answers them; 404 when there is none. */
  private async problemOrThrow(problemId: number): Promise<TestdataProblem> {
    const problem = Number.isSafeInteger(problemId)
      ? await this.bus.ask('problem.testdata-settings', { pid: problemId })
      : null;
    if (!problem) throw notFound('The problem does not exist', ErrorCode.PROBLEM_NOT_FOUND);
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
  private async rebuildManual(problem: TestdataProblem, cases: ProblemCaseEntity[]) {
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
      throw notFound('The test data file does not exist', ErrorCode.FILE_NOT_FOUND);
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
