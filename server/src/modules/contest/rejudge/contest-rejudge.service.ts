import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { IN_PROGRESS_STATUSES } from '@verdict/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { SubmissionAdminService } from '../../submission/submission-admin.service';
import { SubmissionEntity } from '../../submission/submission.entity';
import { ContestAdminService } from '../contest-admin.service';

/** How far a contest problem's rejudge has come. */
export interface RejudgeProgress {
  total: number;
  /** Still waiting for a verdict (pending, compiling, judging). */
  waiting: number;
}

/**
 * The contest rejudge tab (super admin): every submission of one problem in one contest is judged
 * again at rejudge priority; the board corrects itself as the verdicts come in.
 */
@Injectable()
export class ContestRejudgeService {
  constructor(
    private readonly contestAdmin: ContestAdminService,
    private readonly submissionAdmin: SubmissionAdminService,
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
  ) {}

  async rejudge(cid: number, pid: number, user: AuthUser): Promise<RejudgeProgress> {
    await this.contestAdmin.contestProblem(cid, pid, user);
    const total = await this.submissionAdmin.rejudgeContestProblem(cid, pid);
    return this.count(cid, pid, total);
  }

  async progress(cid: number, pid: number, user: AuthUser): Promise<RejudgeProgress> {
    await this.contestAdmin.contestProblem(cid, pid, user);
    return this.count(cid, pid);
  }

  private async count(cid: number, pid: number, known?: number): Promise<RejudgeProgress> {
    const [total, waiting] = await Promise.all([
      known ?? this.submissions.countBy({ cid, pid }),
      this.submissions.countBy({ cid, pid, status: In([...IN_PROGRESS_STATUSES]) }),
    ]);
    return { total, waiting };
  }
}
