import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';
import { JudgeStatus, type JudgeTaskQueue } from '@verdict/common';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { JUDGE_QUEUE } from '../judge/judge-queue.token';
import { ProblemService } from '../problem/problem.service';
import { SubmissionEntity } from './submission.entity';
import { SubmissionService, taskIdOf } from './submission.service';

/** A submission untouched this long while no queued or leased task covers it is considered lost. */
const STALE_AFTER_MS = 60_000;
const BATCH = 200;

/**
 * Finds submissions stuck in Pending/Compiling/Judging that no live task covers (the queue lost
 * them: Redis restarted empty, the embedded server restarted) and queues them again. Results are
 * idempotent, so a task that was merely slow costs a second judging, never a second verdict.
 */
@Injectable()
export class SubmissionReconcilerService {
  private readonly logger = new Logger(SubmissionReconcilerService.name);

  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    @Inject(JUDGE_QUEUE) private readonly queue: JudgeTaskQueue,
    private readonly problems: ProblemService,
    private readonly submitting: SubmissionService,
    private readonly kv: KeyValueStore,
  ) {}

  /** Returns how many submissions were queued again. */
  async reconcile(staleAfterMs = STALE_AFTER_MS): Promise<number> {
    // One API instance at a time.
    if (!(await this.kv.setIfAbsent('lock:submission-reconciler', '1', 30))) return 0;
    try {
      const stuck = await this.submissions.find({
        where: {
          status: In([JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING]),
          gmtModified: LessThan(new Date(Date.now() - staleAfterMs)),
        },
        order: { submitId: 'ASC' },
        take: BATCH,
      });
      if (stuck.length === 0) return 0;
      const live = await this.queue.liveTaskIds();
      let requeued = 0;
      for (const row of stuck) {
        if (live.has(taskIdOf(row.submitId, row.version))) continue;
        const problem = await this.problems.findById(row.pid);
        if (!problem) continue;
        await this.submissions.update(
          { submitId: row.submitId, version: row.version },
          { status: JudgeStatus.PENDING },
        );
        await this.submitting.enqueue(row, problem, row.cid > 0 ? 'contest' : 'normal');
        requeued++;
      }
      if (requeued > 0) this.logger.warn(`Queued ${requeued} lost submission(s) again`);
      return requeued;
    } finally {
      await this.kv.delete('lock:submission-reconciler');
    }
  }
}
