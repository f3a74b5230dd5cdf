import type { JudgeMessage, JudgeProblemSpec } from '@verdict/common';
import type { Logger } from 'pino';
import type { CheckerCache } from '../checkers/checker-cache';
import type { ResolvedLanguage } from '../languages/language-registry';
import type { SandboxSlot } from '../sandbox/sandbox';
import type { TestdataCache } from '../testdata/testdata-cache';
import type { CaseLimits } from '../pipeline/limits';
import type { CheckerProtocol } from '../checkers/kattis-validator';

/** Everything one worker slot needs to judge a task; the pipeline sees no queue and no Redis. */
export interface JudgeEnv {
  judgerName: string;
  slot: SandboxSlot;
  languages: ReadonlyMap<string, ResolvedLanguage>;
  testdata: TestdataCache;
  checkers: CheckerCache;
  publish(message: JudgeMessage): Promise<void>;
  log: Logger;
}

/** One test case being judged, with host paths of its files. */
export interface CaseContext {
  env: JudgeEnv;
  problem: JudgeProblemSpec;
  language: ResolvedLanguage;
  limits: CaseLimits;
  inputPath: string;
  answerPath: string;
  /** How the special judge is called (testlib argv, or a Kattis output validator). */
  checkerProtocol?: CheckerProtocol;
}

/** What judging one case produced, before scoring. */
export interface CaseOutcome {
  status: number;
  timeMs: number;
  memoryKb: number;
  partial?: number;
  message?: string;
  userOutput?: string;
}
