import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { JudgeStatus, type TestRunResult } from '@verdict/common';
import { TestdataService } from '../../src/modules/test-data/test-data.service';
import { JudgeResultConsumer } from '../../src/modules/submission/judge-result.consumer';
import { SubmissionQueryService } from '../../src/modules/submission/submission-query.service';

export interface ReportedVerdict {
  status: number;
  errorMessage?: string;
  /** One status per case of the problem, in order; cases left out are not reported. */
  caseStatuses?: number[];
  /** The judging attempt the report belongs to; the submission's current one by default. */
  attempt?: number;
  score?: number;
}

/**
 * Hands the app a judge's final report for a pending submission, as a judge daemon would put it
 * on the result stream: verdicts that need no compiler (SE, a chosen set of wrong cases) in tests
 * that run no judge.
 */
export async function reportVerdict(
  app: NestFastifyApplication,
  submitId: number,
  verdict: ReportedVerdict,
): Promise<void> {
  const row = await app.get(SubmissionQueryService).get(submitId);
  const manifest = await app.get(TestdataService).manifest(row.pid);
  const statuses = verdict.caseStatuses ?? [];
  const attempt = verdict.attempt ?? row.version;
  await app.get(JudgeResultConsumer).handle({
    type: 'result',
    taskId: `${submitId}:${attempt}`,
    submissionId: submitId,
    attempt,
    judger: 'reported-in-test',
    status: verdict.status,
    score: verdict.score ?? 0,
    timeMs: 0,
    memoryKb: 0,
    errorMessage: verdict.errorMessage,
    cases: manifest.cases.slice(0, statuses.length).map((testCase, index) => ({
      caseId: testCase.caseId,
      seq: index + 1,
      status: statuses[index],
      timeMs: 1,
      memoryKb: 1,
      score: 0,
      groupNum: testCase.groupNum,
      inputName: testCase.inputName,
      outputName: testCase.outputName,
      userOutput: statuses[index] === JudgeStatus.ACCEPTED ? 'ok' : '',
    })),
  });
}

/** Hands the app a judge's final report of a test run (custom input). */
export async function reportTestRun(
  app: NestFastifyApplication,
  testKey: string,
  report: Pick<TestRunResult, 'status' | 'stderr'>,
): Promise<void> {
  await app.get(JudgeResultConsumer).handle({
    type: 'test-result',
    taskId: testKey,
    testKey,
    judger: 'reported-in-test',
    timeMs: 0,
    memoryKb: 0,
    userInput: '',
    userOutput: '',
    problemJudgeMode: 'default',
    ...report,
  });
}
