/**
 * Interfaces of the judge queue, implemented twice in `@verdict/queue` (Redis streams for
 * production, in-process for embedded mode). The server enqueues tasks and consumes results;
 * judge daemons lease tasks and publish progress and results.
 */
import type {
  JudgeMessage,
  JudgerHeartbeat,
  JudgerStatus,
  JudgeTask,
  TaskPriority,
  TestdataManifest,
} from './judge-protocol';

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
  /** Where every task is right now: waiting (and in which place) or held by a judge (since when). */
  snapshot(): Promise<QueueSnapshot>;
  close(): Promise<void>;
}

/** A task waiting for a free judge. */
export interface QueuedTaskLocation {
  state: 'queued';
  priority: TaskPriority;
  /** 1 for the task the next free judge takes, in the order the driver hands tasks out. */
  position: number;
  /** When it last entered the queue (epoch ms): enqueued, handed back, or its judge's lease ran out. */
  queuedAt: number;
  /** The judge that held it before and stopped: it handed the task back, or its lease ran out. */
  requeuedFrom?: string;
  /** requeuedFrom stopped renewing its lease (died or hung) rather than handing the task back. */
  leaseExpired?: boolean;
}

/** A task a judge holds and keeps renewing. */
export interface LeasedTaskLocation {
  state: 'leased';
  priority: TaskPriority;
  judger: string;
  /** When this judge took it (epoch ms). */
  since: number;
  /** The judge that held it before this one and stopped, when this judge took it over. */
  takenOverFrom?: string;
}

export type TaskLocation = QueuedTaskLocation | LeasedTaskLocation;

/** The queue at one moment, for "why is my submission still waiting" and the admin dashboard. */
export interface QueueSnapshot {
  /** When it was read (epoch ms of the reader). */
  at: number;
  /** Tasks waiting for a judge, by priority (leased ones not counted). */
  depth: Record<TaskPriority, number>;
  /** When the task waiting longest entered the queue (epoch ms); null when none waits. */
  oldestQueuedAt: number | null;
  /** Every queued or leased task by task id. */
  tasks: Map<string, TaskLocation>;
}

export interface LeasedTask {
  task: JudgeTask;
  priority: TaskPriority;
  /** Opaque delivery id used to acknowledge or release. */
  deliveryId: string;
  /** Taken over from a judge whose lease ran out. */
  takenOver?: boolean;
}

/** Judger side. */
export interface JudgeTaskSource {
  /**
   * How long a lease lasts without renewal; a worker renews well within it while the task runs,
   * and a task whose judger died is taken by another once it runs out.
   */
  readonly leaseMs: number;
  /** Wait for the next task (highest priority first); null when closed or aborted. */
  next(signal?: AbortSignal): Promise<LeasedTask | null>;
  /**
   * Keep the lease alive while a long task runs; never takes back a task another judger took over.
   * False when the lease is no longer this judger's (it ran out and another took the task).
   */
  extendLease(leased: LeasedTask): Promise<boolean>;
  /** The task is finished and its final result published. */
  ack(leased: LeasedTask): Promise<void>;
  /** Give the task back unfinished (graceful shutdown). */
  release(leased: LeasedTask): Promise<void>;
  close(): Promise<void>;
}

export interface JudgeResultSink {
  publish(message: JudgeMessage): Promise<void>;
}

/** Where a judger's heartbeats go, so the server can list the judges and what they offer. */
export interface JudgerRegistry {
  publish(heartbeat: JudgerHeartbeat): Promise<void>;
  remove(name: string): Promise<void>;
}

/** What a judger in the server's own process needs from the queue (embedded mode, EMBEDDED_JUDGER). */
export interface JudgerConnection {
  source: JudgeTaskSource;
  sink: JudgeResultSink;
  registry: JudgerRegistry;
  /** Closes the task source and whatever connection the judger side opened. */
  close(): Promise<void>;
}

/**
 * A queue driver as the server holds it: the server side, plus the judge side for in-process
 * workers and the registry of the judges that serve it.
 */
export interface JudgeQueueDriver extends JudgeTaskQueue {
  connectJudger(name: string): Promise<JudgerConnection>;
  /** Every judge seen recently, with an online flag, by name; judges gone for long are forgotten. */
  judgers(): Promise<JudgerStatus[]>;
}

/** What a queue error was about, so it can be logged with the submission it concerns. */
export interface JudgeQueueErrorContext {
  submissionId?: number;
  taskId?: string;
  /** For a result message whose handler failed: tried again later, or given up (progress only). */
  next?: 'retry' | 'drop';
}

export type JudgeQueueErrorHandler = (error: unknown, context?: JudgeQueueErrorContext) => void;

/** Where a judger gets problem test data; HTTP to the API in production, direct in embedded mode. */
export interface TestdataSource {
  manifest(problemId: number): Promise<TestdataManifest>;
  file(problemId: number, version: string, name: string): Promise<Buffer>;
}
