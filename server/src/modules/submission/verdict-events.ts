import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { FinalResult } from './final-result';
import type { SubmissionEntity } from './submission.entity';

/** Who and where: enough for counters, scoreboards and training progress to place the change. */
export type VerdictSubmission = Pick<
  SubmissionEntity,
  'submitId' | 'uid' | 'username' | 'pid' | 'displayPid' | 'cid' | 'cpid' | 'gid' | 'submitTime' | 'version'
>;

/**
 * A submission's final result changed: judged (null → result), rejudged or re-queued (result →
 * null), cancelled or judged by hand (result → result), deleted (result → null). Emitted once per
 * committed change, by the submission recorder, on the API instance that recorded it; a duplicate
 * or stale delivery changes nothing and emits nothing.
 */
export interface VerdictChanged {
  submission: VerdictSubmission;
  /** The final result before the change; null while it was in progress. */
  before: FinalResult | null;
  /** The final result after the change; null when it is in progress again, or removed. */
  after: FinalResult | null;
}

export type VerdictListener = (event: VerdictChanged) => void | Promise<void>;

export function verdictSubmission(row: SubmissionEntity): VerdictSubmission {
  const { submitId, uid, username, pid, displayPid, cid, cpid, gid, submitTime, version } = row;
  return { submitId, uid, username, pid, displayPid, cid, cpid, gid, submitTime, version };
}

/**
 * In-process bus of `VerdictChanged`. A listener's failure is logged with the submission id and
 * never reaches the recorder: the change is committed by then, and a retry would be a duplicate.
 */
@Injectable()
export class VerdictEvents implements OnModuleDestroy {
  private readonly logger = new Logger(VerdictEvents.name);
  private readonly listeners = new Set<VerdictListener>();
  /** Listeners' work still running: the app waits for it before its connections close. */
  private readonly pending = new Set<Promise<void>>();

  subscribe(listener: VerdictListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: VerdictChanged): void {
    for (const listener of this.listeners) {
      try {
        const done = listener(event);
        if (done instanceof Promise) {
          const settled = done.catch((error: unknown) => this.failed(event, error));
          this.pending.add(settled);
          void settled.finally(() => this.pending.delete(settled));
        }
      } catch (error) {
        this.failed(event, error);
      }
    }
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.pending);
  }

  private failed(event: VerdictChanged, error: unknown): void {
    const { submitId } = event.submission;
    this.logger.error(
      { err: error, submitId },
      `A VerdictChanged listener failed for submission ${submitId}`,
    );
  }
}
