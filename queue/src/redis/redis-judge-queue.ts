import { createClient } from 'redis';
import {
  JudgeStreams,
  type JudgeMessage,
  type JudgeTask,
  type JudgeTaskQueue,
  type TaskPriority,
} from '@verdict/common';
import {
  ensureGroup,
  isNoGroupError,
  RedisKeys,
  RESULTS_CONSUMER_GROUP,
  sleep,
  type RedisClient,
} from './redis-keys';
import { parseAutoClaimReply, parseEntries, parseReadReply, type StreamEntry } from './stream-reply';

export interface RedisJudgeQueueOptions {
  /** A redis URL (the queue owns its connections) or a connected client (the caller owns it). */
  redis: string | RedisClient;
  prefix?: string;
  /** Consumer name of this API server in the results group. */
  consumer?: string;
  /** A result a dead API server had taken is re-delivered after this idle time. */
  resultReclaimMs?: number;
  /** How often failed and abandoned results are retried (default 5 s). */
  retryIntervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Server side of the Redis queue: XADD tasks to the priority streams; consume the result stream
 * through the `verdict-api` consumer group, acknowledging (and deleting) an entry only after the
 * handler resolved. Handlers must be idempotent: delivery is at least once.
 */
export class RedisJudgeQueue implements JudgeTaskQueue {
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
      this.client = createClient({ url: options.redis }) as RedisClient;
      this.client.on('error', (error: unknown) => options.onError?.(error));
      this.connected = this.client.connect().then(() => undefined);
      this.ownsClient = true;
    } else {
      this.client = options.redis;
      this.connected = Promise.resolve();
      this.ownsClient = false;
    }
  }

  async enqueue(task: JudgeTask, priority: TaskPriority): Promise<void> {
    await this.connected;
    const key = this.keys.task(priority);
    if (!this.groupsReady.has(key)) {
      await ensureGroup(this.client, key, JudgeStreams.consumerGroup);
      this.groupsReady.add(key);
    }
    await this.client.sendCommand(['XADD', key, '*', 'task', JSON.stringify(task), 'priority', priority]);
  }

  consumeResults(handler: (message: JudgeMessage) => Promise<void>): void {
    this.consuming ??= this.consumeLoop(handler);
  }

  private async consumeLoop(handler: (message: JudgeMessage) => Promise<void>): Promise<void> {
    await this.connected;
    const reader = this.client.duplicate() as RedisClient;
    reader.on('error', (error: unknown) => this.options.onError?.(error));
    await reader.connect();
    const consumer = this.options.consumer ?? `api-${process.pid}`;
    const stream = this.keys.results;
    let lastReclaim = 0;
    try {
      await ensureGroup(this.client, stream, RESULTS_CONSUMER_GROUP);
      while (!this.controller.signal.aborted) {
        try {
          let entries: StreamEntry[] = [];
          if (Date.now() - lastReclaim > (this.options.retryIntervalMs ?? 5000)) {
            lastReclaim = Date.now();
            const idle = String(this.options.resultReclaimMs ?? 30000);
            entries = parseAutoClaimReply(
              stream,
              await this.client.sendCommand([
                'XAUTOCLAIM',
                stream,
                RESULTS_CONSUMER_GROUP,
                consumer,
                idle,
                '0-0',
                'COUNT',
                '50',
              ]),
            );
            // our own pending entries (a handler failed earlier) are retried too
            entries.push(
              ...parseReadReply(
                await this.client.sendCommand([
                  'XREADGROUP',
                  'GROUP',
                  RESULTS_CONSUMER_GROUP,
                  consumer,
                  'COUNT',
                  '50',
                  'STREAMS',
                  stream,
                  '0',
                ]),
              ),
            );
          }
          if (entries.length === 0) {
            entries = parseReadReply(
              await reader.sendCommand([
                'XREADGROUP',
                'GROUP',
                RESULTS_CONSUMER_GROUP,
                consumer,
                'COUNT',
                '50',
                'BLOCK',
                '1000',
                'STREAMS',
                stream,
                '>',
              ]),
            );
          }
          for (const entry of entries) await this.handleEntry(stream, entry, handler);
        } catch (error) {
          if (this.controller.signal.aborted) break;
          if (isNoGroupError(error))
            await ensureGroup(this.client, stream, RESULTS_CONSUMER_GROUP).catch(() => undefined);
          else this.options.onError?.(error);
          await sleep(500, this.controller.signal);
        }
      }
    } finally {
      await reader.close().catch(() => reader.destroy());
    }
  }

  private async handleEntry(
    stream: string,
    entry: StreamEntry,
    handler: (message: JudgeMessage) => Promise<void>,
  ): Promise<void> {
    const message = parseMessage(entry);
    if (message) {
      try {
        await handler(message);
      } catch (error) {
        this.options.onError?.(error);
        return; // stays pending; retried on the next reclaim pass
      }
    }
    await this.client.multi().xAck(stream, RESULTS_CONSUMER_GROUP, entry.id).xDel(stream, entry.id).exec();
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

  async close(): Promise<void> {
    this.controller.abort();
    await this.consuming?.catch(() => undefined);
    if (this.ownsClient) await this.client.close().catch(() => this.client.destroy());
  }
}

/** An unreadable entry yields undefined and is acknowledged away rather than blocking the stream. */
function parseMessage(entry: StreamEntry): JudgeMessage | undefined {
  try {
    return JSON.parse(entry.fields.message ?? '') as JudgeMessage;
  } catch {
    return undefined;
  }
}
