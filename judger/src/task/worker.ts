import { JudgeStatus, type JudgeResultSink, type JudgeTaskSource, type LeasedTask } from '@verdict/common';
import type { Logger } from 'pino';
import type { JudgerMetrics } from '../metrics/judger-metrics';
import type { Sandbox, SandboxSlot } from '../sandbox/sandbox';
import type { JudgeEnv } from './judge-env';
import { runTask, type FinalMessage } from './run-task';

export interface WorkerDeps {
  index: number;
  sandbox: Sandbox;
  source: JudgeTaskSource;
  sink: JudgeResultSink;
  env: Omit<JudgeEnv, 'slot' | 'log' | 'publish'>;
  log: Logger;
  leaseRenewMs: number;
  metrics?: JudgerMetrics;
}

/**
 * One worker slot: pulls a task, judges it in its own sandbox slot, publishes the final result,
 * then acknowledges. The lease is renewed while judging; on shutdown an unfinished task is
 * released so another judger takes it.
 */
export class Worker {
  current: LeasedTask | null = null;
  private slot: SandboxSlot | null = null;
  private stopping = false;

  constructor(private readonly deps: WorkerDeps) {}

  async run(signal: AbortSignal): Promise<void> {
    const { source, log } = this.deps;
    while (!signal.aborted) {
      let leased: LeasedTask | null;
      try {
        leased = await source.next(signal);
      } catch (error) {
        if (signal.aborted) break;
        log.warn({ err: error }, 'task source failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      if (!leased) break;
      await this.handle(leased);
    }
  }

  /**
   * A clean slot for the next task: the current one reset, or a new one when the current one died
   * or cannot be reset. A failed reset retires the slot; it never reaches a task.
   */
  private async freshSlot(): Promise<SandboxSlot> {
    if (this.slot?.alive) {
      try {
        await this.slot.reset();
        return this.slot;
      } catch (error) {
        this.deps.log.warn({ err: error }, 'slot reset failed; replacing the slot');
        this.deps.metrics?.sandboxFailed('reset-failed');
      }
    }
    await this.slot?.close().catch(() => undefined);
    this.slot = await this.deps.sandbox.openSlot(this.deps.index);
    return this.slot;
  }

  private async handle(leased: LeasedTask): Promise<void> {
    const { source, log, metrics } = this.deps;
    this.current = leased;
    const started = performance.now();
    if (leased.takenOver) metrics?.taskTakenOver();
    let leaseLost = false;
    const renew = setInterval(() => {
      source.extendLease(leased).then(
        (kept) => {
          if (kept || leaseLost) return;
          leaseLost = true;
          metrics?.leaseLost();
          log.warn({ taskId: leased.task.taskId }, 'lease lost: another judge took the task over');
        },
        (error: unknown) => log.warn({ err: error }, 'lease renewal failed'),
      );
    }, this.deps.leaseRenewMs);
    try {
      let final = await this.judge(leased);
      if (final.status === JudgeStatus.SYSTEM_ERROR && !this.slot?.alive && !this.stopping) {
        // The sandbox itself broke, not the submission: judge it once more in a fresh slot.
        log.warn({ taskId: leased.task.taskId }, 'sandbox slot died mid-task; judging again in a new slot');
        metrics?.sandboxFailed('slot-died');
        final = await this.judge(leased);
      }
      if (this.stopping) return; // shutting down mid-task: hand it back instead of reporting a broken run
      await this.publishFinal(final);
      metrics?.taskJudged(leased.task, final.status, (performance.now() - started) / 1000);
      // The result is out: never hand the task back now. If the ack is lost (Redis trouble), the
      // lease runs out and a re-run's result is dropped by the first-final-result guard.
      await source
        .ack(leased)
        .catch((error: unknown) => log.warn({ err: error }, 'ack failed after publishing'));
    } catch (error) {
      if (this.stopping) return; // abandon() already handed the task back
      log.error({ err: error, taskId: leased.task.taskId }, 'could not finish task; releasing it');
      await source.release(leased).catch(() => undefined);
    } finally {
      clearInterval(renew);
      this.current = null;
    }
  }

  private async judge(leased: LeasedTask): Promise<FinalMessage> {
    const { sink, log } = this.deps;
    const slot = await this.freshSlot();
    // Progress is informative: a queue hiccup while sending it must not fail the task.
    const publish = async (message: Parameters<JudgeResultSink['publish']>[0]) => {
      if (this.stopping) return;
      await sink
        .publish(message)
        .catch((error: unknown) => log.warn({ err: error }, 'progress not published'));
    };
    return runTask(
      { ...this.deps.env, slot, log: log.child({ taskId: leased.task.taskId }), publish },
      leased.task,
    );
  }

  /** A result that cannot be published now is retried: the task is not acknowledged before it lands. */
  private async publishFinal(final: Parameters<JudgeResultSink['publish']>[0]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.deps.sink.publish(final);
        return;
      } catch (error) {
        if (this.stopping || attempt >= 30) throw error;
        this.deps.log.warn({ err: error }, 'publishing result failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, Math.min(500 * (attempt + 1), 5000)));
      }
    }
  }

  /** Stop judging: hand back the current task (if any) and close the slot. */
  async abandon(): Promise<void> {
    this.stopping = true;
    const leased = this.current;
    if (leased) await this.deps.source.release(leased).catch(() => undefined);
    await this.slot?.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.slot?.close().catch(() => undefined);
  }
}
