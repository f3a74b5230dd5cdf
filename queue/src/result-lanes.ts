import type { JudgeMessage, JudgeQueueErrorHandler } from '@verdict/common';
import { errorContextOf } from './error-context';
import { afterFailure, type RetryPolicy } from './retry-policy';
import { SerialLoop } from './serial-loop';

/** One result message as it sits in a queue until it is settled (handled, or given up). */
export interface ResultEntry {
  id: string;
  message: JudgeMessage;
}

export interface ResultLanesOptions {
  handler: (message: JudgeMessage) => Promise<void>;
  /** Takes a handled or given-up entry out of the queue (Redis: XACK + XDEL). */
  settle: (entry: ResultEntry) => Promise<void>;
  /** Asked before a retry: false when the entry is no longer ours (another API instance settled it). */
  stillPending?: (entry: ResultEntry) => Promise<boolean>;
  onError?: JudgeQueueErrorHandler;
  policy: RetryPolicy;
}

interface Retry {
  entry: ResultEntry;
  failures: number;
  dueAt: number;
}

/**
 * Hands result messages to the handler in three lanes, each served by its own loop, so a slow or
 * failing message holds up only its own lane:
 * - verdicts (final results and test runs), in arrival order;
 * - progress updates, only the newest per task (an older one still waiting is superseded);
 * - retries of messages whose handler failed, each when its back-off delay is over.
 * A verdict is retried until it lands; a progress update is given up after a few attempts.
 * Every failure is reported with the submission it concerns.
 */
export class ResultLanes {
  private readonly verdicts: ResultEntry[] = [];
  private readonly progress = new Map<string, ResultEntry>();
  private readonly retries = new Map<string, Retry>();
  /** Ids of every entry held here: waiting, being handled or scheduled for a retry. */
  private readonly held = new Set<string>();
  private closed = false;
  private readonly loops: SerialLoop[];

  constructor(private readonly options: ResultLanesOptions) {
    const isClosed = () => this.closed;
    this.loops = [
      new SerialLoop(() => this.nextVerdict(), isClosed),
      new SerialLoop(() => this.nextProgress(), isClosed),
      new SerialLoop(() => this.nextRetry(), isClosed),
    ];
  }

  /** Entries waiting for their first attempt; the reader stops reading while this is large. */
  get backlog(): number {
    return this.verdicts.length + this.progress.size;
  }

  holds(id: string): boolean {
    return this.held.has(id);
  }

  /** A message read from the queue (new, or taken over from a dead consumer). */
  push(entry: ResultEntry): void {
    if (this.closed || this.held.has(entry.id)) return;
    this.held.add(entry.id);
    const message = entry.message;
    if (message.type !== 'progress') {
      this.verdicts.push(entry);
      this.loops[0].wake();
      return;
    }
    // Only the newest progress of a task is worth showing: drop what it supersedes.
    const waiting = this.progress.get(message.taskId);
    if (waiting) void this.settle(waiting);
    for (const retry of this.retries.values()) {
      if (retry.entry.message.type === 'progress' && retry.entry.message.taskId === message.taskId) {
        this.retries.delete(retry.entry.id);
        void this.settle(retry.entry);
      }
    }
    this.progress.delete(message.taskId); // re-inserted last: the lane stays in arrival order
    this.progress.set(message.taskId, entry);
    this.loops[1].wake();
  }

  private nextVerdict(): (() => Promise<void>) | undefined {
    const entry = this.verdicts.shift();
    return entry && (() => this.attempt(entry, 0));
  }

  private nextProgress(): (() => Promise<void>) | undefined {
    const first = this.progress.entries().next();
    if (first.done) return undefined;
    const [taskId, entry] = first.value;
    this.progress.delete(taskId);
    return () => this.attempt(entry, 0);
  }

  /** The retry that is due, or how long until the earliest one is. */
  private nextRetry(): (() => Promise<void>) | number | undefined {
    let earliest: Retry | undefined;
    for (const retry of this.retries.values())
      if (!earliest || retry.dueAt < earliest.dueAt) earliest = retry;
    if (!earliest) return undefined;
    const wait = earliest.dueAt - Date.now();
    if (wait > 0) return wait;
    const { entry, failures } = earliest;
    this.retries.delete(entry.id);
    return async () => {
      if (this.options.stillPending && !(await this.stillPending(entry))) {
        this.held.delete(entry.id); // settled elsewhere
        return;
      }
      await this.attempt(entry, failures);
    };
  }

  private async stillPending(entry: ResultEntry): Promise<boolean> {
    try {
      return await this.options.stillPending!(entry);
    } catch (error) {
      this.options.onError?.(error, errorContextOf(entry.message, 'retry'));
      return true;
    }
  }

  private async attempt(entry: ResultEntry, failuresSoFar: number): Promise<void> {
    try {
      await this.options.handler(entry.message);
    } catch (error) {
      const failures = failuresSoFar + 1;
      const next = afterFailure(entry.message, failures, this.options.policy);
      this.options.onError?.(error, errorContextOf(entry.message, next === 'drop' ? 'drop' : 'retry'));
      if (next !== 'drop') {
        this.retries.set(entry.id, { entry, failures, dueAt: Date.now() + next.retryInMs });
        this.loops[2].wake();
        return;
      }
    }
    await this.settle(entry);
  }

  private async settle(entry: ResultEntry): Promise<void> {
    this.held.delete(entry.id);
    try {
      await this.options.settle(entry);
    } catch (error) {
      // Left in the queue: it is delivered again later, and handlers are idempotent.
      this.options.onError?.(error, errorContextOf(entry.message));
    }
  }

  /** Stops taking messages and waits for the ones being handled; scheduled retries stay queued. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.loops.map((loop) => loop.stop()));
  }
}
