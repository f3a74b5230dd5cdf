import { Inject, Injectable, Logger } from '@nestjs/common';
import { isInProgressStatus, type JudgeQueueDriver, type QueueSnapshot } from '@verdict/common';
import { JUDGE_QUEUE } from './judge-queue.token';
import { LiveLanguagesService } from './live-languages.service';
import { explainWait, type ExplainedWait, type WaitContext, type WaitingSubmission } from './wait-reason';

/**
 * A read of the queue is shared this long: status pages poll every 2 s and a contest floor asks
 * thousands of times for the same first page; a position a second old is good enough, an older
 * one is never served.
 */
const SNAPSHOT_TTL_MS = 1_000;

/** Says why submissions in progress are not judged yet, from one read of the queue and the judges. */
@Injectable()
export class JudgeWaitService {
  private readonly logger = new Logger(JudgeWaitService.name);
  private shared?: { at: number; snapshot: Promise<QueueSnapshot | null> };

  constructor(
    @Inject(JUDGE_QUEUE) private readonly queue: JudgeQueueDriver,
    private readonly live: LiveLanguagesService,
  ) {}

  /** A reason for each row in progress, by submit id; final rows get none. */
  async explain(rows: WaitingSubmission[]): Promise<Map<number, ExplainedWait>> {
    const waiting = rows.filter((row) => isInProgressStatus(row.status));
    if (waiting.length === 0) return new Map();
    const context = await this.contextWith(this.sharedRead());
    return new Map(waiting.map((row) => [row.submitId, explainWait(row, context)]));
  }

  /** The queue (read now, not the shared read) and the judges, for the admin dashboard. */
  context(): Promise<WaitContext> {
    return this.contextWith(this.readQueue());
  }

  private async contextWith(read: Promise<QueueSnapshot | null>): Promise<WaitContext> {
    const [queue, judges] = await Promise.all([read, this.live.current()]);
    return { now: Date.now(), queue, judges };
  }

  private sharedRead(): Promise<QueueSnapshot | null> {
    const now = Date.now();
    if (!this.shared || now - this.shared.at >= SNAPSHOT_TTL_MS) {
      this.shared = { at: now, snapshot: this.readQueue() };
    }
    return this.shared.snapshot;
  }

  /** Null when the queue cannot be read: the reasons then come from the rows alone. */
  private async readQueue(): Promise<QueueSnapshot | null> {
    try {
      return await this.queue.snapshot();
    } catch (error) {
      this.logger.warn(`The judge queue could not be read: ${String(error)}`);
      return null;
    }
  }
}
