import { JudgeStreams, TASK_PRIORITY_ORDER, type TaskPriority } from '@verdict/common';
import type { RedisClient } from './redis-client';

/** Consumer group of the API servers on the result stream. */
export const RESULTS_CONSUMER_GROUP = JudgeStreams.resultsConsumerGroup;

/**
 * Every key this package touches, under one optional prefix, so tests (and several deployments on
 * one Redis) never collide.
 */
export class RedisKeys {
  constructor(readonly prefix = '') {}

  task(priority: TaskPriority): string {
    return this.prefix + JudgeStreams.tasks[priority];
  }

  get taskStreams(): { priority: TaskPriority; key: string }[] {
    return TASK_PRIORITY_ORDER.map((priority) => ({ priority, key: this.task(priority) }));
  }

  get results(): string {
    return this.prefix + JudgeStreams.results;
  }

  get registry(): string {
    return this.prefix + JudgeStreams.registry;
  }

  /** Lease records (lease-records.ts): who holds each leased task since when. */
  get leases(): string {
    return this.prefix + JudgeStreams.leases;
  }

  /** Marks that a task's final result was published (first final result wins). */
  finalMarker(taskId: string): string {
    return `${this.prefix}${JudgeStreams.finalMarkerPrefix}${taskId}`;
  }
}

/** Creates the consumer group if it is missing (after a Redis restart too); from the start of the stream. */
export async function ensureGroup(client: RedisClient, stream: string, group: string): Promise<void> {
  try {
    await client.sendCommand(['XGROUP', 'CREATE', stream, group, '0', 'MKSTREAM']);
  } catch (error) {
    if (!String(error).includes('BUSYGROUP')) throw error;
  }
}

export function isNoGroupError(error: unknown): boolean {
  return String(error).includes('NOGROUP');
}

/** Waits ms, or less when the signal aborts; leaves no listener on the signal either way. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
