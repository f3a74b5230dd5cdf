import { JudgeStatus, type JudgeTask } from '@verdict/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Compiles and runs of a few ms up to the longest a whole task may take (s). */
const TASK_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

const STATUS_NAMES = new Map<number, string>(
  Object.entries(JudgeStatus).map(([name, code]) => [code, name.toLowerCase()]),
);

/** How a slot failed the judge rather than the program. */
export type SandboxFailure = 'slot-died' | 'reset-failed';

/**
 * One judge's Prometheus metrics on a registry of its own: tasks judged and how long they took per
 * language and verdict, the sandbox failing under a task, leases lost and tasks taken over from a
 * judge that stopped, the tasks in hand, and Node's own figures. Served by `serveJudgerMetrics`.
 */
export class JudgerMetrics {
  readonly registry = new Registry();

  private readonly tasks = new Histogram({
    name: 'verdict_judger_task_duration_seconds',
    help: 'Tasks judged (count) and how long each took, by kind, language and verdict',
    labelNames: ['kind', 'language', 'status'] as const,
    buckets: TASK_BUCKETS,
    registers: [this.registry],
  });

  private readonly sandboxFailures = new Counter({
    name: 'verdict_judger_sandbox_failures_total',
    help: 'Sandbox slots that died under a task or could not be reset for the next one',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private readonly leasesLost = new Counter({
    name: 'verdict_judger_leases_lost_total',
    help: 'Renewals that found the task taken over by another judge (this one was too slow)',
    registers: [this.registry],
  });

  private readonly takenOver = new Counter({
    name: 'verdict_judger_tasks_taken_over_total',
    help: "Tasks this judge took over after their judge's lease ran out",
    registers: [this.registry],
  });

  private running: () => number = () => 0;

  constructor(judgerName: string) {
    this.registry.setDefaultLabels({ service: 'judger', judger: judgerName });
    collectDefaultMetrics({ register: this.registry, prefix: 'verdict_judger_' });
    const running = () => this.running();
    new Gauge({
      name: 'verdict_judger_tasks_running',
      help: 'Tasks being judged right now',
      registers: [this.registry],
      collect() {
        this.set(running());
      },
    });
    // Every series starts at zero, so a rate over them exists before the first event.
    for (const kind of ['slot-died', 'reset-failed'] satisfies SandboxFailure[])
      this.sandboxFailures.inc({ kind }, 0);
  }

  /** Where the running tasks are counted (the judge's workers). */
  countRunning(read: () => number): void {
    this.running = read;
  }

  taskJudged(task: JudgeTask, status: number, seconds: number): void {
    const status_ = STATUS_NAMES.get(status) ?? String(status);
    this.tasks.observe({ kind: task.kind, language: task.language, status: status_ }, seconds);
  }

  sandboxFailed(kind: SandboxFailure): void {
    this.sandboxFailures.inc({ kind });
  }

  leaseLost(): void {
    this.leasesLost.inc();
  }

  taskTakenOver(): void {
    this.takenOver.inc();
  }
}
