/**
 * Injection token of the judge queue driver (`JudgeQueueDriver`: in-process in embedded mode,
 * Redis streams in production). Other modules inject it as the `JudgeTaskQueue` they need.
 */
export const JUDGE_QUEUE = Symbol('JUDGE_QUEUE');
