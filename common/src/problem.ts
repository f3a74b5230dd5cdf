/** Problem enums shared by server, judger and web, with HOJ's codes. */
export const ProblemType = { ACM: 0, OI: 1 } as const;
export type ProblemTypeCode = (typeof ProblemType)[keyof typeof ProblemType];

export const JudgeMode = { DEFAULT: 'default', SPJ: 'spj', INTERACTIVE: 'interactive' } as const;
export type JudgeModeName = (typeof JudgeMode)[keyof typeof JudgeMode];

export const JudgeCaseMode = {
  DEFAULT: 'default',
  SUBTASK_LOWEST: 'subtask_lowest',
  SUBTASK_AVERAGE: 'subtask_average',
  ERGODIC_WITHOUT_ERROR: 'ergodic_without_error',
} as const;
export type JudgeCaseModeName = (typeof JudgeCaseMode)[keyof typeof JudgeCaseMode];

/** "subtask_sum" is accepted on input as another name for subtask_average. */
export function normalizeJudgeCaseMode(value: string): JudgeCaseModeName | undefined {
  if (value === 'subtask_sum') return JudgeCaseMode.SUBTASK_AVERAGE;
  return (Object.values(JudgeCaseMode) as string[]).includes(value)
    ? (value as JudgeCaseModeName)
    : undefined;
}

/** Problem visibility: 1 public, 2 private, 3 contest only (HOJ storage). */
/**
 * The problem banks of other judges, by the name HOJ's problem list filters with (`oj=CF`). Any
 * other name (HOJ's client sends `Mine`, older clients `ME`) is this site's own problems.
 */
export const REMOTE_JUDGE_BANKS = ['HDU', 'CF', 'GYM', 'POJ', 'SPOJ', 'AC', 'LIBRE'] as const;

export const isRemoteJudgeBank = (oj: string): boolean =>
  (REMOTE_JUDGE_BANKS as readonly string[]).includes(oj.toUpperCase());

export const ProblemAuth = { PUBLIC: 1, PRIVATE: 2, CONTEST: 3 } as const;

/** Statement model: 0 programming, 1 objective quiz. */
export const ProblemModel = { PROGRAMMING: 0, QUIZ: 1 } as const;

/** A problem-level rating; its name is in the web app's locale files (`difficulty.<level>`). */
export interface DifficultyLevel {
  level: number;
  color: string;
}

/** Problem-level ratings 0..7, from 0 unrated to 7 NOI/NOI+/CTSC. */
export const DIFFICULTY_LEVELS: readonly DifficultyLevel[] = [
  { level: 0, color: '#9e9e9e' },
  { level: 1, color: '#fe4c61' },
  { level: 2, color: '#f39c11' },
  { level: 3, color: '#ffc116' },
  { level: 4, color: '#52c41a' },
  { level: 5, color: '#3498db' },
  { level: 6, color: '#9d3dcf' },
  { level: 7, color: '#0e1d69' },
];

export const PROBLEM_DEFAULTS = {
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  stackLimitMb: 128,
  ioScore: 100,
} as const;

/** The largest limits a problem may set (the admin form and the server's validation). */
export const PROBLEM_LIMIT_CAPS = {
  timeLimitMs: 60_000,
  memoryLimitMb: 4096,
  stackLimitMb: 4096,
} as const;

/**
 * OI rank score: 0 when difficulty is 0, else
 * floor(score × ratio × (1 + 0.2 × (difficulty − 1))), ratio 0.05 for display ids starting with Y.
 */
export function oiRankScore(score: number, difficulty: number, displayId: string): number {
  if (difficulty <= 0 || score <= 0) return 0;
  const ratio = displayId.startsWith('Y') ? 0.05 : 0.1;
  return Math.floor(score * ratio * (1 + 0.2 * (difficulty - 1)) + 1e-9);
}
