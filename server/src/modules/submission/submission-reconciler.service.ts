import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';
import { IN_PROGRESS_STATUSES, type JudgeTaskQueue } from '@verdict/common';
import { EventBus } from '../../events/event-bus';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { runExclusive } from '../../infra/kv/run-exclusive';
import { scopeOf } from '../access/scope';
import { JUDGE_QUEUE } from '../judge/judge-queue.token';
import { ProblemService } from '../problem/problem.service';
import { SubmissionEntity } from './submission.entity';
import { SubmissionRecorderService } from './submission-recorder.service';
import { SubmissionService, taskIdOf } from './submission.service';

/** A submission untouched this long while no queued or leased task covers it is considered lost. */
const STALE_AFTER_MS = 60_000;
const BATCH = 200;
/** Renewed while a run lasts; a dead holder frees it within this time. */
const LOCK_SECONDS = 30;

/**
 * Finds submissions stuck in progress that no live task covers (the queue lost them: Redis
 * restarted empty, the embedded server restarted) and queues them again as a new attempt, through
 * the recorder. The row stays the only truth: a verdict that commits meanwhile wins and the
 * submission is left alone; once re-queued, a late result of the old attempt is ignored by its
 * attempt number, and the judge's "final published" marker of that old attempt cannot swallow
 * the new one.
 */
@Injectable()
export class SubmissionReconcilerService {
  private readonly logger = new Logger(SubmissionReconcilerService.name);

  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    @Inject(JUDGE_QUEUE) private readonly queue: JudgeTaskQueue,
    private readonly problems: ProblemService,
    private readonly recorder: SubmissionRecorderService,
    private readonly submitting: SubmissionService,
    private readonly kv: KeyValueStore,
    private readonly bus: EventBus,
  ) {}

  /** Returns how many submissions were queued again (0 when another instance is at it). */
  async reconcile(staleAfterMs = STALE_AFTER_MS): Promise<number> {
    const requeued = await runExclusive(this.kv, 'lock:submission-reconciler', LOCK_SECONDS, () =>
      this.requeueLost(new Date(Date.now() - staleAfterMs)),
    );
    return requeued ?? 0;
  }

  private async requeueLost(staleBefore: Date): Promise<number> {
    const stuck = await this.submissions.find({
      where: { status: In(IN_PROGRESS_STATUSES), gmtModified: LessThan(staleBefore) },
      order: { submitId: 'ASC' },
      take: BATCH,
    });
    if (stuck.length === 0) return 0;
    // Attempts of remote problems are held by the remote judge's queue, not the judges'.
    const [live, remote] = await Promise.all([
      this.queue.liveTaskIds(),
      this.bus.ask('remote-judge.live-task-ids', { submitIds: stuck.map((row) => row.submitId) }),
    ]);
    let requeued = 0;
    for (const row of stuck) {
      const taskId = taskIdOf(row.submitId, row.version);
      if (live.has(taskId) || remote.has(taskId)) continue;
      const problem = await this.problems.findById(row.pid);
      if (!problem) continue;
      try {
        const fresh = await this.recorder.requeueLost(row.submitId, row.version, staleBefore);
        if (!fresh) continue;
        await this.submitting.enqueue(
          fresh,
          problem,
          scopeOf(fresh).kind === 'contest' ? 'contest' : 'normal',
        );
        requeued++;
      } catch (error) {
        // The next run finds it again: it is still in progress and no task covers it.
        this.logger.error(
          { err: error, submitId: row.submitId },
          `Re-queueing submission ${row.submitId} failed`,
        );
      }
    }
    if (requeued > 0) this.logger.warn(`Queued ${requeued} lost submission(s) again`);
    return requeued;
  }
}
