/**
 * The wire between the API server and judge daemons. The database row is the source of
 * truth; these messages only deliver work and results. Redis stream names are constants here
 * so both sides agree; the in-process queue uses the same shapes.
 */
import type { JudgeCaseModeName, JudgeModeName, ProblemTypeCode } from './problem';

export const JudgeStreams = {
  /** Task streams, read in this priority order. */
  tasks: {
    test: 'verdict:judge:tasks:test',
    contest: 'verdict:judge:tasks:contest',
    normal: 'verdict:judge:tasks:normal',
    rejudge: 'verdict:judge:tasks:rejudge',
  },
  results: 'verdict:judge:results',
  consumerGroup: 'verdict-judgers',
  /** Consumer group of the API servers on the results stream. */
  resultsConsumerGroup: 'verdict-api',
  /** `<prefix><taskId>` is set when a task's final result is published: the first one wins. */
  finalMarkerPrefix: 'verdict:judge:final:',
  /** Hash of judger name → JSON JudgerHeartbeat. */
  registry: 'verdict:judge:registry',
  /** Hash of task delivery → who holds the lease since when, and whom it was taken over from. */
  leases: 'verdict:judge:leases',
} as const;

export type TaskPriority = keyof typeof JudgeStreams.tasks;
export const TASK_PRIORITY_ORDER: readonly TaskPriority[] = ['test', 'contest', 'normal', 'rejudge'];

export interface JudgeProblemSpec {
  id: number;
  displayId: string;
  /** Test-data version; the judger refreshes its cache when it changes. */
  testdataVersion: string;
  type: ProblemTypeCode;
  judgeMode: JudgeModeName;
  judgeCaseMode: JudgeCaseModeName;
  timeLimitMs: number;
  memoryLimitMb: number;
  stackLimitMb: number;
  isRemoveEndBlank: boolean;
  isFileIO: boolean;
  ioReadFileName?: string;
  ioWriteFileName?: string;
  /** Extra files copied beside the user's source (name → content). */
  userExtraFiles?: Record<string, string>;
}

interface TaskBase {
  taskId: string;
  language: string;
  code: string;
  problem: JudgeProblemSpec;
  enqueuedAt: number;
}

/** Judge a stored submission against the problem's test data. */
export interface SubmissionTask extends TaskBase {
  kind: 'submission';
  submissionId: number;
  /** Bumped on each rejudge so results of an older attempt are ignored. */
  attempt: number;
}

/** Run the code on custom input (test judge). */
export interface TestRunTask extends TaskBase {
  kind: 'test';
  testKey: string;
  input: string;
  expectedOutput?: string;
}

export type JudgeTask = SubmissionTask | TestRunTask;

export interface CaseResult {
  caseId: number;
  seq: number;
  status: number;
  timeMs: number;
  memoryKb: number;
  score: number;
  groupNum: number;
  inputName: string;
  outputName: string;
  /** Trimmed program output or checker message, for admins and open case results. */
  userOutput?: string;
  message?: string;
}

/**
 * What a judge is doing beyond its status: a local judge fetching test data, or the remote
 * judge's worker waiting for a free account, sending the code, or waiting for the remote's verdict.
 */
export const JUDGE_PROGRESS_STAGES = [
  'fetching-test-data',
  'remote-waiting-account',
  'remote-submitting',
  'remote-judging',
] as const;
export type JudgeProgressStage = (typeof JUDGE_PROGRESS_STAGES)[number];

export function isJudgeProgressStage(value: unknown): value is JudgeProgressStage {
  return (JUDGE_PROGRESS_STAGES as readonly unknown[]).includes(value);
}

/** Sent while a task moves Compiling → Judging, and per finished case. */
export interface JudgeProgress {
  type: 'progress';
  taskId: string;
  submissionId: number;
  attempt: number;
  status: number;
  judger: string;
  casesDone: number;
  casesTotal: number;
  /**
   * Optional, so judges and servers of either age understand each other: `fetching-test-data`
   * while the judge downloads test data it does not have yet; absent otherwise.
   */
  stage?: JudgeProgressStage;
}

export interface SubmissionResult {
  type: 'result';
  taskId: string;
  submissionId: number;
  attempt: number;
  judger: string;
  status: number;
  score: number;
  timeMs: number;
  memoryKb: number;
  /** Compiler output for CE, reason for SE. */
  errorMessage?: string;
  cases: CaseResult[];
}

export interface TestRunResult {
  type: 'test-result';
  taskId: string;
  testKey: string;
  judger: string;
  status: number;
  timeMs: number;
  memoryKb: number;
  stderr: string;
  userInput: string;
  userOutput: string;
  expectedOutput?: string;
  problemJudgeMode: JudgeModeName;
}

export type JudgeMessage = JudgeProgress | SubmissionResult | TestRunResult;

export interface JudgerHeartbeat {
  name: string;
  version: string;
  cores: number;
  maxTasks: number;
  runningTasks: number;
  languages: string[];
  disabledLanguages: { name: string; reason: string }[];
  sandbox: string;
  startedAt: number;
  /** When the judger last wrote its heartbeat (epoch ms). */
  lastSeen: number;
}

/** A judger as the admin dashboard lists it (`get-judge-service-info`). */
export interface JudgerStatus extends JudgerHeartbeat {
  /** A heartbeat arrived recently; judgers silent for longer are shown offline, then forgotten. */
  online: boolean;
}

/** One case of a problem's test data as the judger reads it from the manifest. */
export interface TestdataCase {
  caseId: number;
  inputName: string;
  outputName: string;
  score: number;
  groupNum: number;
}

/** Manifest served to judgers at `GET /api/judger/testdata-manifest?pid=` (judger token). */
export interface TestdataManifest {
  problemId: number;
  version: string;
  judgeMode: JudgeModeName;
  judgeCaseMode: JudgeCaseModeName;
  cases: TestdataCase[];
  /** sha256 of each file by name, so the cache can verify what it downloaded. */
  sha256: Record<string, string>;
  checker?: { language: string; code: string };
  interactor?: { language: string; code: string };
  judgeExtraFiles?: Record<string, string>;
}

/** Judger-facing API paths (header `X-Judger-Token`). */
export const JudgerApi = {
  manifest: '/api/judger/testdata-manifest',
  file: '/api/judger/testdata-file',
  tokenHeader: 'x-judger-token',
} as const;
