import {
  TASK_PRIORITY_ORDER,
  type JudgeMessage,
  type JudgeQueueDriver,
  type JudgeQueueErrorHandler,
  type JudgerConnection,
  type JudgeResultSink,
  type JudgerStatus,
  type JudgeTask,
  type JudgeTaskSource,
  type LeasedTask,
  type QueueSnapshot,
  type TaskLocation,
  type TaskPriority,
} from '@verdict/common';
import { finalResultKey, isFinalMessage } from '../final-message';
import { ResultLanes } from '../result-lanes';
import { retryPolicy, type ResultRetryOptions } from '../retry-policy';
import { MemoryJudgerRegistry } from './memory-registry';

export interface MemoryJudgeQueueOptions extends ResultRetryOptions {
  /**
   * A leased task not renewed for this long goes back to the queue (default 5 min: in one process
   * a judger that stops renewing is stuck rather than dead, and nobody else could take over).
   */
  leaseMs?: number;
  /** Hears every failure of a result handler, with the submission it concerns. */
  onError?: JudgeQueueErrorHandler;
}

/** A task in the queue, with how it got there (for `snapshot`). */
interface Waiting {
  leased: LeasedTask;
  queuedAt: number;
  requeuedFrom?: string;
  leaseExpired?: boolean;
}

interface Lease {
  leased: LeasedTask;
  expires: number;
  judger: string;
  since: number;
  takenOverFrom?: string;
}

interface Waiter {
  judger: string;
  resolve(task: LeasedTask | null): void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/**
 * In-process queue for embedded mode: the server side (JudgeTaskQueue) and the judger side
 * (taskSource / resultSink) share one object. Same contract as the Redis queue: priorities,
 * leases, at-least-once result delivery in lanes, and only the first final result per task id.
 */
export class MemoryJudgeQueue implements JudgeQueueDriver {
  private readonly queues = new Map<TaskPriority, Waiting[]>(TASK_PRIORITY_ORDER.map((p) => [p, []]));
  private readonly leases = new Map<string, Lease>();
  private readonly waiters: Waiter[] = [];
  /** Results published before anyone consumes them. */
  private readonly early: JudgeMessage[] = [];
  private lanes: ResultLanes | null = null;
  private readonly finalized = new Set<string>();
  private readonly registry = new MemoryJudgerRegistry();
  private closed = false;
  private nextDelivery = 1;
  private nextResult = 1;
  private readonly leaseTimer: NodeJS.Timeout;
  private readonly leaseMs: number;

  constructor(private readonly options: MemoryJudgeQueueOptions = {}) {
    this.leaseMs = options.leaseMs ?? 5 * 60 * 1000;
    this.leaseTimer = setInterval(() => this.expireLeases(), Math.min(this.leaseMs, 1000));
    this.leaseTimer.unref();
  }

  async enqueue(task: JudgeTask, priority: TaskPriority): Promise<void> {
    if (this.closed) throw new Error('queue closed');
    this.push({ leased: { task, priority, deliveryId: String(this.nextDelivery++) }, queuedAt: Date.now() });
  }

  private push(waiting: Waiting, front = false): void {
    const waiter = this.waiters.shift();
    if (waiter) {
      waiter.signal?.removeEventListener('abort', waiter.onAbort!);
      waiter.resolve(this.lease(waiting, waiter.judger));
      return;
    }
    const queue = this.queues.get(waiting.leased.priority)!;
    if (front) queue.unshift(waiting);
    else queue.push(waiting);
  }

  private lease(waiting: Waiting, judger: string): LeasedTask {
    const { leased, requeuedFrom } = waiting;
    const since = Date.now();
    this.leases.set(leased.deliveryId, {
      leased,
      expires: since + this.leaseMs,
      judger,
      since,
      takenOverFrom: requeuedFrom,
    });
    return leased;
  }

  private take(judger: string): LeasedTask | undefined {
    for (const priority of TASK_PRIORITY_ORDER) {
      const next = this.queues.get(priority)!.shift();
      if (next) return this.lease(next, judger);
    }
    return undefined;
  }

  /** A lease that ran out goes to the front of its queue, remembering whose it was. */
  private expireLeases(): void {
    const now = Date.now();
    for (const [id, lease] of this.leases) {
      if (lease.expires > now) continue;
      this.leases.delete(id);
      this.requeue(lease, true);
    }
  }

  private requeue(lease: Lease, leaseExpired: boolean): void {
    const leased = {
      ...lease.leased,
      deliveryId: String(this.nextDelivery++),
      takenOver: leaseExpired ? true : undefined,
    };
    this.push({ leased, queuedAt: Date.now(), requeuedFrom: lease.judger, leaseExpired }, true);
  }

  /** The judge side for a judger named `judger` (the name `snapshot` reports for its leases). */
  taskSource(judger = 'in-process'): JudgeTaskSource {
    return {
      leaseMs: this.leaseMs,
      next: (signal) => {
        if (this.closed || signal?.aborted) return Promise.resolve(null);
        const ready = this.take(judger);
        if (ready) return Promise.resolve(ready);
        return new Promise((resolve) => {
          const waiter: Waiter = { judger, resolve, signal };
          waiter.onAbort = () => {
            const index = this.waiters.indexOf(waiter);
            if (index >= 0) this.waiters.splice(index, 1);
            resolve(null);
          };
          signal?.addEventListener('abort', waiter.onAbort, { once: true });
          this.waiters.push(waiter);
        });
      },
      extendLease: async (leased) => {
        const lease = this.leases.get(leased.deliveryId);
        if (!lease || lease.judger !== judger) return false;
        lease.expires = Date.now() + this.leaseMs;
        return true;
      },
      ack: async (leased) => {
        this.leases.delete(leased.deliveryId);
      },
      release: async (leased) => {
        const lease = this.leases.get(leased.deliveryId);
        if (!lease) return;
        this.leases.delete(leased.deliveryId);
        this.requeue(lease, false);
      },
      close: async () => undefined,
    };
  }

  resultSink(): JudgeResultSink {
    return {
      publish: async (message) => {
        if (isFinalMessage(message)) {
          // A task judged twice (lease expiry) reports only its first final result.
          const key = finalResultKey(message);
          if (this.finalized.has(key)) return;
          this.finalized.add(key);
        }
        if (this.lanes) this.lanes.push({ id: String(this.nextResult++), message });
        else this.early.push(message);
      },
    };
  }

  consumeResults(handler: (message: JudgeMessage) => Promise<void>): void {
    if (this.lanes || this.closed) return;
    this.lanes = new ResultLanes({
      handler,
      settle: async () => undefined,
      onError: this.options.onError,
      policy: retryPolicy(this.options),
    });
    for (const message of this.early.splice(0)) this.lanes.push({ id: String(this.nextResult++), message });
  }

  async connectJudger(name: string): Promise<JudgerConnection> {
    return {
      source: this.taskSource(name),
      sink: this.resultSink(),
      registry: this.registry,
      close: async () => undefined,
    };
  }

  async judgers(): Promise<JudgerStatus[]> {
    return this.registry.list();
  }

  async liveTaskIds(): Promise<Set<string>> {
    const ids = new Set<string>();
    for (const queue of this.queues.values())
      for (const waiting of queue) ids.add(waiting.leased.task.taskId);
    for (const lease of this.leases.values()) ids.add(lease.leased.task.taskId);
    return ids;
  }

  /** Positions follow `take`: priority order, then the order within each priority's queue. */
  async snapshot(): Promise<QueueSnapshot> {
    const tasks = new Map<string, TaskLocation>();
    const depth = Object.fromEntries(TASK_PRIORITY_ORDER.map((p) => [p, 0])) as QueueSnapshot['depth'];
    let oldestQueuedAt: number | null = null;
    let position = 0;
    for (const priority of TASK_PRIORITY_ORDER) {
      for (const { leased, queuedAt, requeuedFrom, leaseExpired } of this.queues.get(priority)!) {
        depth[priority]++;
        oldestQueuedAt = Math.min(oldestQueuedAt ?? queuedAt, queuedAt);
        tasks.set(leased.task.taskId, {
          state: 'queued',
          priority,
          position: ++position,
          queuedAt,
          ...(requeuedFrom === undefined ? {} : { requeuedFrom, leaseExpired }),
        });
      }
    }
    for (const { leased, judger, since, takenOverFrom } of this.leases.values()) {
      tasks.set(leased.task.taskId, {
        state: 'leased',
        priority: leased.priority,
        judger,
        since,
        ...(takenOverFrom === undefined ? {} : { takenOverFrom }),
      });
    }
    return { at: Date.now(), depth, oldestQueuedAt, tasks };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.leaseTimer);
    for (const waiter of this.waiters.splice(0)) waiter.resolve(null);
    await this.lanes?.close();
  }
}
