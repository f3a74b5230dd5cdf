/**
 * Interfaces of the judge queue, implemented twice in `@verdict/judger` (Redis streams for
 * production, in-process for embedded mode). The server enqueues tasks and consumes results;
 * judge daemons lease tasks and publish progress and results.
 */
import type { JudgeMessage, JudgeTask, TaskPriority, TestdataManifest } from './judge-protocol';

/** Server side. */
export interface JudgeTaskQueue {
  enqueue(task: JudgeTask, priority: TaskPriority): Promise<void>;
  /**
   * Deliver every result message to the handler, at least once; a message is acknowledged only
   * after the handler resolves, so handlers must be idempotent.
   */
  consumeResults(handler: (message: JudgeMessage) => Promise<void>): void;
  /** Task ids currently queued or leased, for the reconciler that re-enqueues lost work. */
  liveTaskIds(): Promise<Set<string>>;
  close(): Promise<void>;
}

export interface LeasedTask {
  task: JudgeTask;
  priority: TaskPriority;
  /** Opaque delivery id used to acknowledge or release. */
  deliveryId: string;
}

/** Judger side. */
export interface JudgeTaskSource {
  /** Wait for the next task (highest priority first); null when closed or aborted. */
  next(signal?: AbortSignal): Promise<LeasedTask | null>;
  /** Keep the lease alive while a long task runs. */
  extendLease(leased: LeasedTask): Promise<void>;
  /** The task is finished and its final result published. */
  ack(leased: LeasedTask): Promise<void>;
  /** Give the task back unfinished (graceful shutdown). */
  release(leased: LeasedTask): Promise<void>;
  close(): Promise<void>;
}

export interface JudgeResultSink {
  publish(message: JudgeMessage): Promise<void>;
}

/** Where a judger gets problem test data; HTTP to the API in production, direct in embedded mode. */
export interface TestdataSource {
  manifest(problemId: number): Promise<TestdataManifest>;
  file(problemId: number, version: string, name: string): Promise<Buffer>;
}
