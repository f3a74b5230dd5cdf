export { MemoryJudgeQueue, type MemoryJudgeQueueOptions } from './memory/memory-judge-queue';
export { MemoryJudgerRegistry } from './memory/memory-registry';
export { RedisJudgeQueue, type RedisJudgeQueueOptions } from './redis/redis-judge-queue';
export { RedisTaskSource, DEFAULT_LEASE_MS, type RedisTaskSourceOptions } from './redis/redis-task-source';
export { RedisResultSink } from './redis/redis-result-sink';
export { RedisJudgerRegistry, listJudgers } from './redis/redis-registry';
export { createRedisClient, type RedisClient } from './redis/redis-client';
export { HEARTBEAT_STALE_MS, HEARTBEAT_EXPIRE_MS } from './judger-status';
export type { ResultRetryOptions } from './retry-policy';
