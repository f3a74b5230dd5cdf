import {
  JudgeStreams,
  type JudgeMessage,
  type JudgeQueueDriver,
  type JudgeQueueErrorHandler,
  type JudgerConnection,
  type JudgerStatus,
  type JudgeTask,
  type QueueSnapshot,
  type TaskPriority,
} from '@verdict/common';
import { ResultLanes, type ResultEntry } from '../result-lanes';
import { retryPolicy, type ResultRetryOptions } from '../retry-policy';
import { BLOCKING_READER, createRedisClient, type RedisClient } from './redis-client';
import { ensureGroup, isNoGroupError, RedisKeys, RESULTS_CONSUMER_GROUP, sleep } from './redis-keys';
import { listJudgers, RedisJudgerRegistry } from './redis-registry';
import { RedisResultSink } from './redis-result-sink';
import { readSnapshot } from './redis-snapshot';
import { RedisTaskSource } from './redis-task-source';
import { parseAutoClaimReply, parseEntries, parseReadReply, type StreamEntry } from './stream-reply';

export interface RedisJudgeQueueOptions extends ResultRetryOptions {
  /** A redis URL (the queue owns its connections) or a connected client (the caller owns it). */
  redis: string | RedisClient;
  prefix?: string;
  /** Consumer name of this API server in the results group. */
  consumer?: string;
  /** A result a dead API server had taken is re-delivered after this idle time (default 30 s). */
  resultReclaimMs?: number;
  /** Hears every failure: connections, reads, and each result handler's, with its submission. */
  onError?: JudgeQueueErrorHandler;
  /**
   * Enqueueing fails at once while Redis is unreachable, instead of waiting for the reconnect
   * (an API answers 503 rather than hang the request). Only for a queue given a URL.
   */
  failFast?: boolean;
}

/** Entries waiting in the lanes before the reader stops reading more. */
const MAX_BACKLOG = 200;
const READ_COUNT = '50';

/**
 * Server side of the Redis queue: XADD tasks to the priority streams; consume the result stream
 * through the `verdict-api` consumer group, acknowledging (and deleting) an entry only after the
 * handler resolved or gave it up. Handlers must be idempotent: delivery is at least once.
 */
export class RedisJudgeQueue implements JudgeQueueDriver {
  private readonly keys: RedisKeys;
  private client: RedisClient;
  private readonly ownsClient: boolean;
  private connected: Promise<void>;
  private readonly controller = new AbortController();
  private consuming: Promise<void> | null = null;
  private readonly groupsReady = new Set<string>();

  constructor(private readonly options: RedisJudgeQueueOptions) {
    this.keys = new RedisKeys(options.prefix);
    if (typeof options.redis === 'string') {
      this.client = createRedisClient(options.redis, (error) => this.report(error), {
        failFast: options.failFast,
      });
      this.connected = this.client.connect().then(() => undefined);
      this.ownsClient = true;
    } else {
      this.client = options.redis;
      this.connected = Promise.resolve();
      this.ownsClient = false;
    }
  }

  private report(error: unknown): void {
    this.options.onError?.(error);
  }

  async enqueue(task: JudgeTask, priority: TaskPriority): Promise<void> {
    await this.connected;
    const key = this.keys.task(priority);
    if (!this.groupsReady.has(key)) {
      await ensureGroup(this.client, key, JudgeStreams.consumerGroup);
      this.groupsReady.add(key);
    }
    // taskId beside the task, so a snapshot of the queue need not parse every task's code.
    await this.client.sendCommand([
      'XADD',
      key,
      '*',
      'task',
      JSON.stringify(task),
      'priority',
      priority,
      'taskId',
      task.taskId,
    ]);
  }

  consumeResults(handler: (message: JudgeMessage) => Promise<void>): void {
    this.consuming ??= this.consumeLoop(handler);
  }

  /**
   * One reader: new entries go straight to the lanes (ResultLanes), so a failing handler never
   * holds up the reading; entries a dead API server had taken are taken over now and then.
   */
  private async consumeLoop(handler: (message: JudgeMessage) => Promise<void>): Promise<void> {
    const consumer = this.options.consumer ?? `api-${process.pid}`;
    const stream = this.keys.results;
    const signal = this.controller.signal;
    const lanes = new ResultLanes({
      handler,
      settle: (entry) => this.settle(stream, entry.id),
      stillPending: (entry) => this.claimBack(stream, consumer, entry),
      onError: this.options.onError,
      policy: retryPolicy(this.options),
    });
    const reclaimMs = this.options.resultReclaimMs ?? 30_000;
    let reader: RedisClient | null = null;
    let lastReclaim = 0;
    let ownPendingRead = false;
    try {
      await this.connected;
      reader = this.client.duplicate(BLOCKING_READER);
      reader.on('error', (error: unknown) => this.report(error));
      await reader.connect();
      // Closing should not wait out a blocking read: its entries stay pending and are read again.
      const blockedReader = reader;
      signal.addEventListener('abort', () => blockedReader.destroy(), { once: true });
      while (!signal.aborted) {
        try {
          if (lanes.backlog >= MAX_BACKLOG) {
            await sleep(50, signal);
            continue;
          }
          if (!ownPendingRead) {
            await ensureGroup(this.client, stream, RESULTS_CONSUMER_GROUP);
            // Ours from before a restart under the same consumer name.
            this.accept(lanes, await this.read(this.client, consumer, stream, '0'));
            ownPendingRead = true;
          }
          if (Date.now() - lastReclaim > Math.min(reclaimMs / 2, 5000)) {
            lastReclaim = Date.now();
            this.accept(lanes, await this.takeOver(stream, consumer, reclaimMs));
          }
          this.accept(lanes, await this.read(reader, consumer, stream, '>', '1000'));
        } catch (error) {
          if (signal.aborted) break;
          if (isNoGroupError(error)) {
            await ensureGroup(this.client, stream, RESULTS_CONSUMER_GROUP).catch(() => undefined);
          } else this.report(error);
          await sleep(500, signal);
        }
      }
    } catch (error) {
      this.report(error);
    } finally {
      await lanes.close();
      if (reader?.isOpen) await reader.close().catch(() => reader?.destroy());
    }
  }

  private async read(
    client: RedisClient,
    consumer: string,
    stream: string,
    from: '0' | '>',
    blockMs?: string,
  ): Promise<StreamEntry[]> {
    const block = blockMs ? ['BLOCK', blockMs] : [];
    return parseReadReply(
      await client.sendCommand([
        'XREADGROUP',
        'GROUP',
        RESULTS_CONSUMER_GROUP,
        consumer,
        'COUNT',
        READ_COUNT,
        ...block,
        'STREAMS',
        stream,
        from,
      ]),
    );
  }

  /** Entries another API server took and did not settle for reclaimMs: it died, so they are ours. */
  private async takeOver(stream: string, consumer: string, reclaimMs: number): Promise<StreamEntry[]> {
    const raw = await this.client.sendCommand([
      'XAUTOCLAIM',
      stream,
      RESULTS_CONSUMER_GROUP,
      consumer,
      String(reclaimMs),
      '0-0',
      'COUNT',
      READ_COUNT,
    ]);
    return parseAutoClaimReply(stream, raw);
  }

  /** Readable entries go to the lanes; an unreadable one is reported and removed so it cannot jam the stream. */
  private accept(lanes: ResultLanes, entries: StreamEntry[]): void {
    for (const entry of entries) {
      if (lanes.holds(entry.id)) continue;
      const message = parseMessage(entry);
      if (message) {
        lanes.push({ id: entry.id, message });
        continue;
      }
      this.report(new Error(`unreadable result entry ${entry.id} dropped`));
      void this.settle(entry.stream, entry.id).catch((error: unknown) => this.report(error));
    }
  }

  private async settle(stream: string, id: string): Promise<void> {
    await this.client.multi().xAck(stream, RESULTS_CONSUMER_GROUP, id).xDel(stream, id).exec();
  }

  /**
   * Before a retry: still pending? Claiming it resets its idle time, so another API server does not
   * take it over while it waits out its back-off. An entry already settled is not claimed.
   */
  private async claimBack(stream: string, consumer: string, entry: ResultEntry): Promise<boolean> {
    const claimed = await this.client.sendCommand([
      'XCLAIM',
      stream,
      RESULTS_CONSUMER_GROUP,
      consumer,
      '0',
      entry.id,
      'JUSTID',
    ]);
    return Array.isArray(claimed) && claimed.length > 0;
  }

  /** Task ids queued or leased right now, for the server's reconciler. */
  async liveTaskIds(): Promise<Set<string>> {
    await this.connected;
    const ids = new Set<string>();
    for (const { key } of this.keys.taskStreams) {
      for (const entry of parseEntries(key, await this.client.sendCommand(['XRANGE', key, '-', '+']))) {
        try {
          ids.add((JSON.parse(entry.fields.task) as JudgeTask).taskId);
        } catch {
          // not a task entry
        }
      }
    }
    return ids;
  }

  async snapshot(): Promise<QueueSnapshot> {
    await this.connected;
    return readSnapshot(this.client, this.keys);
  }

  /** A judger in this process, on a connection of its own (its reads block). */
  async connectJudger(name: string): Promise<JudgerConnection> {
    await this.connected;
    const client = this.client.duplicate(BLOCKING_READER);
    client.on('error', (error: unknown) => this.report(error));
    await client.connect();
    const prefix = this.options.prefix;
    const source = new RedisTaskSource({ client, consumer: name, prefix, onError: this.options.onError });
    await source.ensureGroups();
    return {
      source,
      sink: new RedisResultSink(client, prefix),
      registry: new RedisJudgerRegistry(client, prefix),
      close: async () => {
        await source.close();
        await client.close().catch(() => client.destroy());
      },
    };
  }

  async judgers(): Promise<JudgerStatus[]> {
    await this.connected;
    return listJudgers(this.client, this.options.prefix);
  }

  async close(): Promise<void> {
    this.controller.abort();
    await this.consuming?.catch(() => undefined);
    if (this.ownsClient) await this.client.close().catch(() => this.client.destroy());
  }
}

/** An unreadable entry yields undefined and is acknowledged away rather than blocking the stream. */
function parseMessage(entry: StreamEntry): JudgeMessage | undefined {
  try {
    const message = JSON.parse(entry.fields.message ?? '') as JudgeMessage;
    return typeof message?.type === 'string' && typeof message.taskId === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}
