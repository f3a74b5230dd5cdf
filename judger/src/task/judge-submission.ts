import {
  JudgeMode,
  JudgeStatus,
  type CaseResult,
  type JudgeProgressStage,
  type SubmissionResult,
  type SubmissionTask,
  type LanguageSpec,
  type TestdataCase,
} from '@verdict/common';
import { stat } from 'node:fs/promises';
import { installInBox } from '../checkers/checker-cache';
import { checkerProtocolOf } from '../checkers/kattis-validator';
import type { CheckerKind } from '../checkers/checker-build';
import { caseLimits } from '../pipeline/limits';
import {
  caseEarned,
  caseRunOrder,
  effectiveCaseMode,
  keepsGroupGoing,
  scoreSubmission,
  type ScoredCase,
} from '../pipeline/scoring';
import { judgeInteractiveCase } from '../modes/interactive-mode';
import { judgeSpecialCase } from '../modes/special-mode';
import { judgeStandardCase } from '../modes/standard-mode';
import type { CachedTestdata } from '../testdata/testdata-cache';
import type { CaseContext, CaseOutcome, JudgeEnv } from './judge-env';
import { compileUserCode } from './compile-user-code';
import { JudgeFailure } from './judge-failure';

type Judged = { testCase: TestdataCase; seq: number; outcome: CaseOutcome };

function judgeCase(ctx: CaseContext): Promise<CaseOutcome> {
  if (ctx.problem.judgeMode === JudgeMode.SPJ) return judgeSpecialCase(ctx);
  if (ctx.problem.judgeMode === JudgeMode.INTERACTIVE) return judgeInteractiveCase(ctx);
  return judgeStandardCase(ctx);
}

async function prepareChecker(env: JudgeEnv, task: SubmissionTask, data: CachedTestdata): Promise<void> {
  const mode = task.problem.judgeMode;
  if (mode === JudgeMode.DEFAULT) return;
  const kind: CheckerKind = mode === JudgeMode.SPJ ? 'checker' : 'interactor';
  const source = mode === JudgeMode.SPJ ? data.manifest.checker : data.manifest.interactor;
  if (!source)
    throw new JudgeFailure(`Problem ${task.problem.id} is ${mode} but its test data has no ${kind}`);
  const build = await env.checkers.get(
    env.slot,
    task.problem.id,
    data.manifest.version,
    kind,
    source,
    data.manifest.judgeExtraFiles,
  );
  if (!build.ok) throw new JudgeFailure(`The ${kind} failed to compile:\n${build.message}`);
  await installInBox(env.slot, kind, build.binaryPath);
}

function toCaseResult(judged: Judged): CaseResult {
  const { testCase, seq, outcome } = judged;
  return {
    caseId: testCase.caseId,
    seq,
    status: outcome.status,
    timeMs: outcome.timeMs,
    memoryKb: outcome.memoryKb,
    score: 0,
    groupNum: testCase.groupNum,
    inputName: testCase.inputName,
    outputName: testCase.outputName,
    message: outcome.message,
    userOutput: outcome.userOutput,
  };
}

const SKIPPED: CaseOutcome = {
  status: JudgeStatus.CANCELLED,
  timeMs: 0,
  memoryKb: 0,
  message: 'Cancelled: Skipped Judging',
};

/**
 * One submission's life: compile, prepare the checker, judge cases in the order the judge-case
 * mode asks, score. Failures that are the judge's (test data, checker) throw JudgeFailure and end
 * as System Error in the worker; the contestant's failures are verdicts here.
 */
export async function judgeSubmission(env: JudgeEnv, task: SubmissionTask): Promise<SubmissionResult> {
  const base = {
    type: 'result' as const,
    taskId: task.taskId,
    submissionId: task.submissionId,
    attempt: task.attempt,
    judger: env.judgerName,
  };
  const progress = (status: number, casesDone: number, casesTotal: number, stage?: JudgeProgressStage) =>
    env.publish({
      type: 'progress',
      taskId: task.taskId,
      submissionId: task.submissionId,
      attempt: task.attempt,
      status,
      judger: env.judgerName,
      casesDone,
      casesTotal,
      ...(stage ? { stage } : {}),
    });

  // A download can take a while on a big problem: say so, then say when compiling starts.
  const { id, testdataVersion } = task.problem;
  const cached = await env.testdata.has(id, testdataVersion);
  await progress(JudgeStatus.COMPILING, 0, 0, cached ? undefined : 'fetching-test-data');
  const data = await env.testdata.get(id, testdataVersion).catch((error: Error) => {
    throw new JudgeFailure(`Test data unavailable: ${error.message}`);
  });
  if (!cached) await progress(JudgeStatus.COMPILING, 0, 0);
  const { language, compiled } = await compileUserCode(env, task);
  if (!compiled.ok) {
    return {
      ...base,
      status: JudgeStatus.COMPILE_ERROR,
      score: 0,
      timeMs: 0,
      memoryKb: 0,
      errorMessage: compiled.message,
      cases: [],
    };
  }
  await prepareChecker(env, task, data);

  const cases = data.manifest.cases;
  if (cases.length === 0) throw new JudgeFailure(`Problem ${task.problem.id} has no test cases`);
  await progress(JudgeStatus.JUDGING, 0, cases.length);
  const mode = effectiveCaseMode(task.problem.judgeCaseMode, task.problem.type);
  const order = caseRunOrder(mode);
  const judged: Judged[] = [];
  const failedGroups = new Set<number>();
  for (const [index, testCase] of cases.entries()) {
    const seq = index + 1;
    if (order === 'subtask-skip-rest-of-group' && failedGroups.has(testCase.groupNum)) {
      judged.push({ testCase, seq, outcome: SKIPPED });
      continue;
    }
    const answerPath = data.pathOf(testCase.outputName);
    const expectedBytes = (await stat(answerPath)).size;
    const outcome = await judgeCase({
      env,
      problem: task.problem,
      language,
      limits: caseLimits(language.spec, task.problem, expectedBytes),
      inputPath: data.pathOf(testCase.inputName),
      answerPath,
      checkerProtocol: checkerProtocolOf(
        (task.problem.judgeMode === JudgeMode.INTERACTIVE ? data.manifest.interactor : data.manifest.checker)
          ?.code,
      ),
    });
    if (outcome.status === JudgeStatus.SYSTEM_ERROR)
      throw new JudgeFailure(outcome.message ?? 'System error while judging');
    judged.push({ testCase, seq, outcome });
    await progress(JudgeStatus.JUDGING, judged.length, cases.length);
    if (order === 'stop-at-first-failure' && outcome.status !== JudgeStatus.ACCEPTED) break;
    if (order === 'subtask-skip-rest-of-group' && !keepsGroupGoing(outcome))
      failedGroups.add(testCase.groupNum);
  }
  const scored = asScored(judged);
  const caseResults = judged.map((j, i) => ({ ...toCaseResult(j), score: caseEarned(scored[i]) }));
  return { ...base, ...summarise(task, judged, cases, language.spec), cases: caseResults };
}

function asScored(judged: Judged[]): ScoredCase[] {
  return judged.map(({ testCase, seq, outcome }) => ({
    seq,
    status: outcome.status,
    caseScore: testCase.score,
    partial: outcome.partial,
    groupNum: testCase.groupNum,
  }));
}

function summarise(task: SubmissionTask, judged: Judged[], all: TestdataCase[], spec: LanguageSpec) {
  const mode = effectiveCaseMode(task.problem.judgeCaseMode, task.problem.type);
  const verdict = scoreSubmission(
    task.problem.type,
    mode,
    asScored(judged),
    all.map((c) => ({ caseScore: c.score, groupNum: c.groupNum })),
  );
  const limits = caseLimits(spec, task.problem);
  const ran = judged.filter((j) => j.outcome.status !== JudgeStatus.CANCELLED);
  const timeMs = Math.min(Math.max(0, ...ran.map((j) => j.outcome.timeMs)), limits.timeLimitMs);
  const memoryKb = Math.min(Math.max(0, ...ran.map((j) => j.outcome.memoryKb)), limits.memoryLimitKb);
  return { status: verdict.status, score: verdict.score, timeMs, memoryKb };
}
