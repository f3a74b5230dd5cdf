/** Injection token of the JudgeTaskQueue (in-process in embedded mode, Redis streams in production). */
export const JUDGE_QUEUE = Symbol('JUDGE_QUEUE');
