import {
  JudgeStreams,
  type JudgeQueueErrorHandler,
  type JudgeTask,
  type JudgeTaskSource,
  type LeasedTask,
  type TaskPriority,
} from '@verdict/common';
import { recordLeases } from './lease-records';
import type { RedisClient } from './redis-client';
import { ensureGroup, isNoGroupError, RedisKeys, sleep } from './redis-keys';
import { autoClaimCursor, parseAutoClaimReply, parseReadReply, type StreamEntry } from './stream-reply';

/** Default lease: short, because workers renew it every 3 s while they judge. */
export const DEFAULT_LEASE_MS = 10_000;

/** XAUTOCLAIM calls per stream and fetch: each scans up to ten times its count of pending entries. */
const MAX_CLAIM_CALLS = 20;

/** Renews a lease only while this consumer still holds the entry (it may have been taken over). */
const RENEW_IF_OWNER = `
local pending = redis.call('XPENDING', KEYS[1], ARGV[1], ARGV[3], ARGV[3], 1)
if pending[1] and pending[1][2] == ARGV[2] then
  return redis.call('XCLAIM', KEYS[1], ARGV[1], ARGV[2], 0, ARGV[3], 'JUSTID')
end
return false`;

export interface RedisTaskSourceOptions {
  /** Shared connection for short commands. */
  client: RedisClient;
  /** Consumer name in the group; one per judge daemon. */
  consumer: string;
  prefix?: string;
  /** A task whose lease is not renewed for this long is taken over by another judger (default 10 s). */
  leaseMs?: number;
  /** Longest single blocking read, ms. */
  blockMs?: number;
  onError?: JudgeQueueErrorHandler;
}

interface Waiter {
  resolve(task: LeasedTask | null): void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/**
 * Judger side of the Redis queue. One reader loop per daemon serves all its workers: expired
 * leases of dead judgers first (XAUTOCLAIM, as many as there are free workers, looked for before
 * every read), then new tasks by priority, then a blocking read on all streams. An entry stays in
 * this consumer's pending list (its lease) until ack or release.
 */
export class RedisTaskSource implements JudgeTaskSource {
  readonly leaseMs: number;
  private readonly keys: RedisKeys;
  private readonly blockMs: number;
  private readonly waiters: Waiter[] = [];
  private readonly buffered: LeasedTask[] = [];
  private blocking: RedisClient | null = null;
  private pumping: Promise<void> | null = null;
  private closed = false;
  private readonly closeController = new AbortController();

  constructor(private readonly options: RedisTaskSourceOptions) {
    this.keys = new RedisKeys(options.prefix);
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.blockMs = options.blockMs ?? 1000;
  }

  next(signal?: AbortSignal): Promise<LeasedTask | null> {
    if (this.closed || signal?.aborted) return Promise.resolve(null);
    const ready = this.buffered.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve) => {
      // The signal outlives many tasks (a worker's whole life): its listener goes with the wait.
      const waiter: Waiter = { resolve, signal };
      waiter.onAbort = () => {
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
        resolve(null);
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.waiters.push(waiter);
      this.startPump();
    });
  }

  private hand(waiter: Waiter, leased: LeasedTask | null): void {
    if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
    waiter.resolve(leased);
  }

  /** One pump at a time; when it ends it looks once more, so a wait that came in as it ended is served. */
  private startPump(): void {
    this.pumping ??= this.pump().finally(() => {
      this.pumping = null;
      if (this.waiters.length > 0 && !this.closed) this.startPump();
    });
  }

  private async pump(): Promise<void> {
    while (this.waiters.length > 0 && !this.closed) {
      let entries: LeasedTask[];
      try {
        entries = await this.fetch(this.waiters.length);
      } catch (error) {
        if (this.closed) break;
        if (isNoGroupError(error)) await this.ensureGroups().catch(() => undefined);
        else this.options.onError?.(error);
        await sleep(500, this.closeController.signal);
        continue;
      }
      for (const leased of entries) {
        const waiter = this.waiters.shift();
        if (waiter) this.hand(waiter, leased);
        else if (this.closed) await this.release(leased).catch(() => undefined);
        else this.buffered.push(leased);
      }
    }
  }

  /**
   * Entries → leased tasks, each recorded as ours from now (`claimed`: taken over from a judger
   * whose lease ran out). An entry that is not a readable task is acknowledged and deleted so it
   * cannot jam the stream.
   */
  private async accept(entries: StreamEntry[], claimed: boolean): Promise<LeasedTask[]> {
    const leased: LeasedTask[] = [];
    const taken: { deliveryId: string; from?: string }[] = [];
    for (const entry of entries) {
      const priority = this.keys.taskStreams.find((s) => s.key === entry.stream)?.priority;
      try {
        if (!priority) throw new Error(`unknown stream ${entry.stream}`);
        const task = JSON.parse(entry.fields.task ?? '') as JudgeTask;
        if (typeof task?.taskId !== 'string') throw new Error('no taskId');
        const deliveryId = `${priority}|${entry.id}`;
        leased.push({ task, priority, deliveryId, ...(claimed ? { takenOver: true } : {}) });
        taken.push({ deliveryId, from: entry.fields.from });
      } catch (error) {
        this.options.onError?.(new Error(`dropping unreadable task entry ${entry.id}: ${String(error)}`));
        const group = JudgeStreams.consumerGroup;
        await this.options.client
          .multi()
          .xAck(entry.stream, group, entry.id)
          .xDel(entry.stream, entry.id)
          .exec();
      }
    }
    // Only informative (who holds it since when): a failure must not lose the tasks just taken.
    await recordLeases(
      this.options.client,
      this.keys.leases,
      this.options.consumer,
      this.leaseMs,
      taken,
      claimed,
    ).catch((error: unknown) => this.options.onError?.(error));
    return leased;
  }

  /** Up to `wanted` tasks: expired leases first, then new entries by priority, then a blocking read. */
  private async fetch(wanted: number): Promise<LeasedTask[]> {
    const client = this.options.client;
    const group = JudgeStreams.consumerGroup;
    const count = String(wanted);
    const claimed: LeasedTask[] = [];
    for (const { key } of this.keys.taskStreams) {
      if (claimed.length >= wanted) break;
      claimed.push(...(await this.claimExpired(key, wanted - claimed.length)));
    }
    if (claimed.length > 0) return claimed;
    for (const { key } of this.keys.taskStreams) {
      const raw = await client.sendCommand([
        'XREADGROUP',
        'GROUP',
        group,
        this.options.consumer,
        'COUNT',
        count,
        'STREAMS',
        key,
        '>',
      ]);
      const fresh = await this.accept(parseReadReply(raw), false);
      if (fresh.length > 0) return fresh;
    }
    const streams = this.keys.taskStreams.map((s) => s.key);
    const raw = await (
      await this.blockingClient()
    ).sendCommand([
      'XREADGROUP',
      'GROUP',
      group,
      this.options.consumer,
      'COUNT',
      count,
      'BLOCK',
      String(this.blockMs),
      'STREAMS',
      ...streams,
      ...streams.map(() => '>'),
    ]);
    const order = (l: LeasedTask) => streams.indexOf(this.keys.task(l.priority));
    return (await this.accept(parseReadReply(raw), false)).sort((a, b) => order(a) - order(b));
  }

  /**
   * Expired leases of one stream, up to `wanted`. XAUTOCLAIM looks at a bounded stretch of the
   * pending list per call (leases of busy judgers come first): the scan goes on to the end.
   */
  private async claimExpired(key: string, wanted: number): Promise<LeasedTask[]> {
    const claimed: LeasedTask[] = [];
    let cursor = '0-0';
    for (let call = 0; call < MAX_CLAIM_CALLS && claimed.length < wanted; call++) {
      const raw = await this.options.client.sendCommand([
        'XAUTOCLAIM',
        key,
        JudgeStreams.consumerGroup,
        this.options.consumer,
        String(this.leaseMs),
        cursor,
        'COUNT',
        String(wanted - claimed.length),
      ]);
      claimed.push(...(await this.accept(parseAutoClaimReply(key, raw), true)));
      cursor = autoClaimCursor(raw);
      if (cursor === '0-0') break;
    }
    return claimed;
  }

  /** Blocking reads get their own connection so they never stall acks and lease renewals. */
  private async blockingClient(): Promise<RedisClient> {
    if (!this.blocking) {
      const duplicate = this.options.client.duplicate();
      duplicate.on('error', (error: unknown) => this.options.onError?.(error));
      await duplicate.connect();
      this.blocking = duplicate;
    }
    return this.blocking;
  }

  async ensureGroups(): Promise<void> {
    for (const { key } of this.keys.taskStreams)
      await ensureGroup(this.options.client, key, JudgeStreams.consumerGroup);
  }

  private split(leased: LeasedTask): { key: string; id: string } {
    const [priority, id] = leased.deliveryId.split('|');
    return { key: this.keys.task(priority as TaskPriority), id };
  }

  async extendLease(leased: LeasedTask): Promise<boolean> {
    const { key, id } = this.split(leased);
    // Claiming our own entry again resets its idle time: that is the lease renewal.
    const renewed = await this.options.client.eval(RENEW_IF_OWNER, {
      keys: [key],
      arguments: [JudgeStreams.consumerGroup, this.options.consumer, id],
    });
    return Array.isArray(renewed) && renewed.length > 0;
  }

  async ack(leased: LeasedTask): Promise<void> {
    const { key, id } = this.split(leased);
    await this.options.client
      .multi()
      .xAck(key, JudgeStreams.consumerGroup, id)
      .xDel(key, id)
      .hDel(this.keys.leases, leased.deliveryId)
      .exec();
  }

  /** Hands the task back at the tail of its stream for any judger to take, naming who gave it back. */
  async release(leased: LeasedTask): Promise<void> {
    const { key, id } = this.split(leased);
    await this.options.client
      .multi()
      .xAck(key, JudgeStreams.consumerGroup, id)
      .xDel(key, id)
      .hDel(this.keys.leases, leased.deliveryId)
      .xAdd(key, '*', {
        task: JSON.stringify(leased.task),
        priority: leased.priority,
        taskId: leased.task.taskId,
        from: this.options.consumer,
      })
      .exec();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.closeController.abort();
    for (const waiter of this.waiters.splice(0)) this.hand(waiter, null);
    // Read but never handed to a worker: give them straight back instead of waiting for the lease.
    await this.pumping; // a read in flight ends within blockMs; what it brings back is released
    for (const leased of this.buffered.splice(0)) await this.release(leased).catch(() => undefined);
    const blocking = this.blocking;
    this.blocking = null;
    if (blocking) await blocking.close().catch(() => blocking.destroy());
  }
}
