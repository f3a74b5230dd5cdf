import { Inject, Injectable } from '@nestjs/common';
import type { JudgeQueueOverview } from '@verdict/common';
import { explainWait } from './wait-reason';
import { IN_PROGRESS_SUBMISSIONS, type InProgressSubmissions } from './in-progress-submissions';
import { JudgeWaitService } from './judge-wait.service';
import { toQueuedSubmissionView } from './judge-queue.dto';

/** Submissions listed on the dashboard; the oldest are the ones to look at. */
export const IN_PROGRESS_LIMIT = 200;

/** The admin's view of the judge queue: how deep, how old, and why each submission waits. */
@Injectable()
export class JudgeQueueOverviewService {
  constructor(
    private readonly waits: JudgeWaitService,
    @Inject(IN_PROGRESS_SUBMISSIONS) private readonly submissions: InProgressSubmissions,
  ) {}

  async overview(): Promise<JudgeQueueOverview<Date>> {
    const [rows, context] = await Promise.all([
      this.submissions.oldest(IN_PROGRESS_LIMIT),
      this.waits.context(),
    ]);
    const { queue, judges, now } = context;
    const inProgress = rows.map((row) => toQueuedSubmissionView(row, explainWait(row, context)));
    return {
      depth: queue?.depth ?? null,
      oldestPendingSeconds:
        queue?.oldestQueuedAt == null ? null : Math.max(0, Math.round((now - queue.oldestQueuedAt) / 1000)),
      judgesOnline: judges?.online ?? null,
      inProgress,
      stuck: inProgress.filter((row) => row.stuck).length,
    };
  }
}
