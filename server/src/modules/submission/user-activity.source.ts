import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { JudgeStatus } from '@verdict/common';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { PUBLIC_SCOPE } from '../access/scope';
import { submissionsIn } from '../access/scope-conditions';
import { ProblemService } from '../problem/problem.service';
import type { UserActivity, UserActivitySource } from '../user/user-home.dto';
import { AcceptedProblemEntity } from './accepted-problem.entity';
import { SubmissionEntity } from './submission.entity';

/** What the user home shows: submissions, solved problems by difficulty, daily activity. */
@Injectable()
export class SubmissionActivitySource implements UserActivitySource {
  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    @InjectRepository(AcceptedProblemEntity) private readonly accepted: Repository<AcceptedProblemEntity>,
    private readonly problems: ProblemService,
  ) {}

  async activity(uid: string, since: Date): Promise<UserActivity> {
    const total = await this.submissions.countBy({ uid, ...submissionsIn(PUBLIC_SCOPE) });
    const acceptedTotal = await this.submissions.countBy({
      uid,
      status: JudgeStatus.ACCEPTED,
      ...submissionsIn(PUBLIC_SCOPE),
    });
    const solvedRows = await this.accepted.find({ where: { uid }, order: { gmtCreate: 'ASC' } });
    const solvedProblems = await Promise.all(solvedRows.map((row) => this.problems.findById(row.pid)));
    // The calendar shows practice only, as the totals above: contest and group work stays there.
    const recent = await this.submissions.find({
      where: { uid, submitTime: MoreThanOrEqual(since), ...submissionsIn(PUBLIC_SCOPE) },
      select: ['submitTime'],
    });
    const dailyCounts = new Map<string, number>();
    for (const row of recent) {
      const day = row.submitTime.toISOString().slice(0, 10);
      dailyCounts.set(day, (dailyCounts.get(day) ?? 0) + 1);
    }
    return {
      total,
      acceptedTotal,
      solved: solvedProblems
        .filter((problem) => problem !== null)
        .map((problem) => ({ displayId: problem.problemId, difficulty: problem.difficulty })),
      scoreList: [],
      dailyCounts,
    };
  }

  solvedCount(uid: string): Promise<number> {
    return this.accepted.countBy({ uid });
  }
}
