import { Injectable } from '@nestjs/common';
import type { RejudgeProgress } from '@verdict/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { AuditTrail } from '../../audit/audit-trail.service';
import type { Actor } from '../../audit/actor';
import { SubmissionAdminService } from '../../submission/submission-admin.service';
import { ContestSubmissions } from '../../submission/contest-submissions';
import { ContestAdminService } from '../contest-admin.service';
import { contestTarget } from '../contest-audit-target';

/**
 * The contest rejudge tab (super admin): every submission of one problem in one contest is judged
 * again at rejudge priority; the board corrects itself as the verdicts come in.
 */
@Injectable()
export class ContestRejudgeService {
  constructor(
    private readonly contestAdmin: ContestAdminService,
    private readonly submissionAdmin: SubmissionAdminService,
    private readonly submissions: ContestSubmissions,
    private readonly audit: AuditTrail,
  ) {}

  async rejudge(cid: number, pid: number, user: Actor): Promise<RejudgeProgress> {
    const contest = await this.contestAdmin.requireManaged(cid, user);
    const link = await this.contestAdmin.contestProblemOf(contest, pid);
    const total = await this.submissionAdmin.rejudgeContestProblem(cid, pid);
    await this.audit.record(user, {
      action: 'submission.rejudge',
      target: contestTarget(contest),
      before: null,
      after: { problem: link.displayId, submissions: total },
    });
    return { total, waiting: (await this.submissions.progressOn(cid, pid)).waiting };
  }

  async progress(cid: number, pid: number, user: AuthUser): Promise<RejudgeProgress> {
    await this.contestAdmin.contestProblem(cid, pid, user);
    return this.submissions.progressOn(cid, pid);
  }
}
