import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ErrorCode, JudgeStatus } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, forbidden, notFound } from '../../common/http/app.exception';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { AccessService } from '../access/access.service';
import { AuditTrail, type AuditTarget } from '../audit/audit-trail.service';
import type { Actor } from '../audit/actor';
import { ProblemService } from '../problem/problem.service';
import { SubmissionRecorderService } from './submission-recorder.service';
import { ManualJudgeQueryDto } from './submission.dto';
import { SubmissionEntity } from './submission.entity';
import { SubmissionQueryService } from './submission-query.service';
import { SubmissionStatisticsService } from './submission-statistics.service';
import { SubmissionService } from './submission.service';

/** A submission as the audit log names it: its owner and problem. */
function submissionTarget(row: SubmissionEntity): AuditTarget {
  return { kind: 'submission', id: row.submitId, label: `${row.username} · ${row.displayPid}` };
}

/**
 * Rejudge, cancel, manual judge and deletion. The
 * submission recorder makes each change, with its rules on the submission's current state.
 */
@Injectable()
export class SubmissionAdminService {
  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    private readonly problems: ProblemService,
    private readonly submitting: SubmissionService,
    private readonly recorder: SubmissionRecorderService,
    private readonly query: SubmissionQueryService,
    private readonly access: AccessService,
    private readonly statistics: SubmissionStatisticsService,
    private readonly audit: AuditTrail,
  ) {}

  @OnAppEvent('user.counting-made')
  async countMade({ uids, made }: AppEvents['user.counting-made']): Promise<void> {
    made.submissions = await this.submissions.countBy({ uid: In(uids) });
  }

  private async load(submitId: number): Promise<SubmissionEntity> {
    const row = await this.submissions.findOneBy({ submitId });
    if (!row) throw notFound('The submission does not exist', ErrorCode.SUBMISSION_NOT_FOUND);
    return row;
  }

  /** The owner sends a submission that failed to reach its judge (status 10) once more (HOJ resubmit). */
  async resubmit(user: AuthUser, submitId: number): Promise<SubmissionEntity> {
    const row = await this.load(submitId);
    if (row.uid !== user.uid) throw forbidden('You can not resubmit the code of another user');
    if (row.status !== JudgeStatus.SUBMITTED_FAILED) {
      throw badRequest('Only a submission that failed to submit can be resubmitted');
    }
    return this.rejudge(submitId);
  }

  /** An admin's rejudge, recorded in the audit log. */
  async rejudgeAs(admin: Actor, submitId: number): Promise<SubmissionEntity> {
    const before = await this.load(submitId);
    const fresh = await this.rejudge(submitId);
    await this.audit.record(admin, {
      action: 'submission.rejudge',
      target: submissionTarget(before),
      before: { status: before.status },
      after: { status: fresh.status },
    });
    return fresh;
  }

  /** Resets the verdict and judges the code again as a new attempt. */
  async rejudge(submitId: number): Promise<SubmissionEntity> {
    const row = await this.load(submitId);
    const problem = await this.problems.findById(row.pid);
    if (!problem) throw badRequest('The problem of this submission no longer exists');
    const fresh = await this.recorder.startNewAttempt(submitId);
    await this.submitting.enqueue(fresh, problem, 'rejudge');
    return fresh;
  }

  /**
   * Rejudges every submission of one problem in one contest at rejudge priority, oldest first;
   * returns how many were sent.
   */
  async rejudgeContestProblem(cid: number, pid: number): Promise<number> {
    const problem = await this.problems.findById(pid);
    if (!problem) throw badRequest('The problem no longer exists');
    const rows = await this.submissions.find({
      where: { cid, pid },
      select: ['submitId'],
      order: { submitId: 'ASC' },
    });
    for (const { submitId } of rows) {
      const fresh = await this.recorder.startNewAttempt(submitId);
      await this.submitting.enqueue(fresh, problem, 'rejudge');
    }
    return rows.length;
  }

  /** Cancels a submission that is not being compiled or run; any late result is ignored. */
  async cancel(admin: Actor, submitId: number): Promise<SubmissionEntity> {
    const before = await this.load(submitId);
    const cancelled = await this.recorder.cancel(submitId, admin.username);
    await this.audit.record(admin, {
      action: 'submission.cancel',
      target: submissionTarget(before),
      before: { status: before.status },
      after: { status: cancelled.status },
    });
    return cancelled;
  }

  /** Sets a verdict by hand; the score (OI problems) is clamped to the problem's total. */
  async manualJudge(admin: Actor, dto: ManualJudgeQueryDto): Promise<SubmissionEntity> {
    const row = await this.load(dto.submitId);
    const problem = await this.problems.findById(row.pid);
    const score = dto.score !== undefined && problem ? Math.min(dto.score, problem.ioScore) : undefined;
    const judged = await this.recorder.judgeByHand(
      dto.submitId,
      { status: dto.status, score, by: admin.username },
      problem,
    );
    await this.audit.recordChange(admin, {
      action: 'submission.manual-judge',
      target: submissionTarget(row),
      before: { status: row.status, score: row.score },
      after: { status: judged.status, score: judged.score },
    });
    return judged;
  }

  /** The back office's deletion: 403 unless the viewer may delete this one (a teacher: their students'). */
  async deleteAs(viewer: AuthUser, submitId: number): Promise<void> {
    await this.access.requireDeletesSubmission(viewer, await this.load(submitId));
    await this.delete(submitId);
  }

  async delete(submitId: number): Promise<void> {
    await this.load(submitId);
    await this.recorder.remove(submitId);
    this.query.forgetPages();
    await this.statistics.forget();
  }

  /**
   * Clears one student's submissions on one problem (by display id) that the viewer may delete (a
   * teacher: their own student's, contest ones left alone); returns how many went.
   */
  async deleteAllOfUserOnProblem(viewer: AuthUser, problemDisplayId: string, uid: string): Promise<number> {
    const problem = await this.problems.findByDisplayId(problemDisplayId);
    if (!problem) throw notFound('The problem does not exist', ErrorCode.PROBLEM_NOT_FOUND);
    const rows = await this.submissions.find({
      where: { pid: problem.id, uid },
      select: ['submitId', 'uid', 'cid', 'gid'],
    });
    const deletable = await this.access.deletableSubmissions(viewer, uid, rows);
    for (const row of deletable) await this.delete(row.submitId);
    return deletable.length;
  }
}
