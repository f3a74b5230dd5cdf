import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { IN_PROGRESS_STATUSES } from '@verdict/common';
import { notFound } from '../../../common/http/app.exception';
import { SubmissionAdminService } from '../../submission/submission-admin.service';
import { SubmissionEntity } from '../../submission/submission.entity';
import { ContestProblemEntity } from '../contest-problem.entity';
import { ContestStore } from '../contest-store';

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
    private readonly contests: ContestStore,
    private readonly admin: SubmissionAdminService,
    @InjectRepository(ContestProblemEntity) private readonly problems: Repository<ContestProblemEntity>,
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
  ) {}

  async rejudge(cid: number, pid: number): Promise<RejudgeProgress> {
    await this.requireContestProblem(cid, pid);
    const total = await this.admin.rejudgeContestProblem(cid, pid);
    return this.progress(cid, pid, total);
  }

  async progress(cid: number, pid: number, known?: number): Promise<RejudgeProgress> {
    await this.requireContestProblem(cid, pid);
    const [total, waiting] = await Promise.all([
      known ?? this.submissions.countBy({ cid, pid }),
      this.submissions.countBy({ cid, pid, status: In([...IN_PROGRESS_STATUSES]) }),
    ]);
    return { total, waiting };
  }

  private async requireContestProblem(cid: number, pid: number): Promise<void> {
    await this.contests.require(cid);
    if (!(await this.problems.existsBy({ cid, pid }))) throw notFound('The problem is not in this contest');
  }
}
