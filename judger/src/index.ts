export { MemoryJudgeQueue, type MemoryJudgeQueueOptions } from './queue/memory-judge-queue';
export { startJudger, type StartJudgerOptions, type JudgerHandle, type JudgerRegistry } from './start-judger';
export { TestdataCache, type CachedTestdata } from './testdata/testdata-cache';
export { HttpTestdataSource, type HttpTestdataSourceOptions } from './testdata/http-testdata-source';
export type { Sandbox, SandboxSlot, RunRequest, RunResult, RunLimits, SandboxInfo } from './sandbox/sandbox';
export { NamespaceSandbox } from './sandbox/namespace/namespace-sandbox';
export { IsolateSandbox, isolateAvailable } from './sandbox/isolate/isolate-sandbox';
export { createSandbox, type SandboxBackendName } from './sandbox/select-sandbox';
export { compareOutput, rtrimOutput } from './checkers/default-comparator';
export { scoreSubmission } from './pipeline/scoring';
export { RedisJudgeQueue, type RedisJudgeQueueOptions } from './queue/redis/redis-judge-queue';
export { RedisTaskSource, type RedisTaskSourceOptions } from './queue/redis/redis-task-source';
export { RedisResultSink } from './queue/redis/redis-result-sink';
export {
  RedisJudgerRegistry,
  listJudgers,
  HEARTBEAT_STALE_MS,
  type JudgerStatus,
} from './queue/redis/redis-registry';
export type { RedisClient } from './queue/redis/redis-keys';
export { main as runJudgerDaemon } from './main';
export { loadConfig, type JudgerConfig } from './config';
export {
  compileChecker,
  type CompileCheckerInput,
  type CompileCheckerOutcome,
} from './checkers/compile-checker';
