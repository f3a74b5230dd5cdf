import {
  JudgeStreams,
  type JudgeTask,
  type JudgeTaskSource,
  type LeasedTask,
  type TaskPriority,
} from '@verdict/common';
import { ensureGroup, isNoGroupError, RedisKeys, sleep, type RedisClient } from './redis-keys';
import { parseAutoClaimReply, parseReadReply, type StreamEntry } from './stream-reply';

export interface RedisTaskSourceOptions {
  /** Shared connection for short commands. */
  client: RedisClient;
  /** Consumer name in the group; one per judge daemon. */
  consumer: string;
  prefix?: string;
  /** A task whose lease is not renewed for this long is taken over by another judger. */
  leaseMs?: number;
  /** Longest single blocking read, ms. */
  blockMs?: number;
  onError?: (error: unknown) => void;
}

interface Waiter {
  resolve(task: LeasedTask | null): void;
  signal?: AbortSignal;
}

/**
 * Judger side of the Redis queue. One reader loop per daemon serves all its workers: expired
 * leases of dead judgers first (XAUTOCLAIM), then new tasks by priority, then a blocking read on
 * all streams. An entry stays in this consumer's pending list (its lease) until ack or release.
 */
export class RedisTaskSource implements JudgeTaskSource {
  private readonly keys: RedisKeys;
  private readonly leaseMs: number;
  private readonly blockMs: number;
  private readonly waiters: Waiter[] = [];
  private readonly buffered: LeasedTask[] = [];
  private blocking: RedisClient | null = null;
  private pumping: Promise<void> | null = null;
  private closed = false;
  private lastReclaim = 0;
  private readonly closeController = new AbortController();

  constructor(private readonly options: RedisTaskSourceOptions) {
    this.keys = new RedisKeys(options.prefix);
    this.leaseMs = options.leaseMs ?? 60000;
    this.blockMs = options.blockMs ?? 1000;
  }

  next(signal?: AbortSignal): Promise<LeasedTask | null> {
    if (this.closed || signal?.aborted) return Promise.resolve(null);
    const ready = this.buffered.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve) => {
      const waiter: Waiter = { resolve, signal };
      signal?.addEventListener(
        'abort',
        () => {
          const index = this.waiters.indexOf(waiter);
          if (index >= 0) this.waiters.splice(index, 1);
          resolve(null);
        },
        { once: true },
      );
      this.waiters.push(waiter);
      this.pumping ??= this.pump().finally(() => (this.pumping = null));
    });
  }

  private async pump(): Promise<void> {
    while (this.waiters.length > 0 && !this.closed) {
      let entries: LeasedTask[];
      try {
        entries = await this.fetch();
      } catch (error) {
        if (this.closed) break;
        if (isNoGroupError(error)) await this.ensureGroups().catch(() => undefined);
        else this.options.onError?.(error);
        await sleep(500, this.closeController.signal);
        continue;
      }
      for (const leased of entries) {
        const waiter = this.waiters.shift();
        if (waiter) waiter.resolve(leased);
        else if (this.closed) await this.release(leased).catch(() => undefined);
        else this.buffered.push(leased);
      }
    }
  }

  /** Entries → leased tasks. An entry that is not a readable task is acknowledged and deleted so it cannot jam the stream. */
  private async accept(entries: StreamEntry[]): Promise<LeasedTask[]> {
    const leased: LeasedTask[] = [];
    for (const entry of entries) {
      const priority = this.keys.taskStreams.find((s) => s.key === entry.stream)?.priority;
      try {
        if (!priority) throw new Error(`unknown stream ${entry.stream}`);
        const task = JSON.parse(entry.fields.task ?? '') as JudgeTask;
        if (typeof task?.taskId !== 'string') throw new Error('no taskId');
        leased.push({ task, priority, deliveryId: `${priority}|${entry.id}` });
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
    return leased;
  }

  private async fetch(): Promise<LeasedTask[]> {
    const client = this.options.client;
    const group = JudgeStreams.consumerGroup;
    if (Date.now() - this.lastReclaim > Math.min(this.leaseMs / 2, 5000)) {
      this.lastReclaim = Date.now();
      for (const { key } of this.keys.taskStreams) {
        const raw = await client.sendCommand([
          'XAUTOCLAIM',
          key,
          group,
          this.options.consumer,
          String(this.leaseMs),
          '0-0',
          'COUNT',
          '1',
        ]);
        const claimed = await this.accept(parseAutoClaimReply(key, raw));
        if (claimed.length > 0) return claimed;
      }
    }
    for (const { key } of this.keys.taskStreams) {
      const raw = await client.sendCommand([
        'XREADGROUP',
        'GROUP',
        group,
        this.options.consumer,
        'COUNT',
        '1',
        'STREAMS',
        key,
        '>',
      ]);
      const fresh = await this.accept(parseReadReply(raw));
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
      '1',
      'BLOCK',
      String(this.blockMs),
      'STREAMS',
      ...streams,
      ...streams.map(() => '>'),
    ]);
    const order = (l: LeasedTask) => streams.indexOf(this.keys.task(l.priority));
    return (await this.accept(parseReadReply(raw))).sort((a, b) => order(a) - order(b));
  }

  /** Blocking reads get their own connection so they never stall acks and lease renewals. */
  private async blockingClient(): Promise<RedisClient> {
    if (!this.blocking) {
      const duplicate = this.options.client.duplicate();
      duplicate.on('error', (error: unknown) => this.options.onError?.(error));
      await duplicate.connect();
      this.blocking = duplicate as RedisClient;
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

  async extendLease(leased: LeasedTask): Promise<void> {
    const { key, id } = this.split(leased);
    // Claiming our own entry again resets its idle time: that is the lease renewal.
    await this.options.client.sendCommand([
      'XCLAIM',
      key,
      JudgeStreams.consumerGroup,
      this.options.consumer,
      '0',
      id,
      'JUSTID',
    ]);
  }

  async ack(leased: LeasedTask): Promise<void> {
    const { key, id } = this.split(leased);
    await this.options.client.multi().xAck(key, JudgeStreams.consumerGroup, id).xDel(key, id).exec();
  }

  /** Hands the task back at the tail of its stream for any judger to take. */
  async release(leased: LeasedTask): Promise<void> {
    const { key, id } = this.split(leased);
    await this.options.client
      .multi()
      .xAck(key, JudgeStreams.consumerGroup, id)
      .xDel(key, id)
      .xAdd(key, '*', { task: JSON.stringify(leased.task), priority: leased.priority })
      .exec();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.closeController.abort();
    for (const waiter of this.waiters.splice(0)) waiter.resolve(null);
    // Read but never handed to a worker: give them straight back instead of waiting for the lease.
    await this.pumping; // a read in flight ends within blockMs; what it brings back is released
    for (const leased of this.buffered.splice(0)) await this.release(leased).catch(() => undefined);
    const blocking = this.blocking;
    this.blocking = null;
    if (blocking) await blocking.close().catch(() => blocking.destroy());
  }
}
