import { Injectable } from '@nestjs/common';
import type { RejudgeProgress } from '@verdict/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { SubmissionAdminService } from '../../submission/submission-admin.service';
import { ContestSubmissions } from '../../submission/contest-submissions';
import { ContestAdminService } from '../contest-admin.service';

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
  ) {}

  async rejudge(cid: number, pid: number, user: AuthUser): Promise<RejudgeProgress> {
    await this.contestAdmin.contestProblem(cid, pid, user);
    const total = await this.submissionAdmin.rejudgeContestProblem(cid, pid);
    return { total, waiting: (await this.submissions.progressOn(cid, pid)).waiting };
  }

  async progress(cid: number, pid: number, user: AuthUser): Promise<RejudgeProgress> {
    await this.contestAdmin.contestProblem(cid, pid, user);
    return this.submissions.progressOn(cid, pid);
  }
}
