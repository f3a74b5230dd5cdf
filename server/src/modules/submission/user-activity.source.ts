import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { ProblemService } from '../problem/problem.service';
import type { UserActivity, UserActivitySource } from '../user/user-home.dto';
import { AcceptedProblemEntity } from './accepted-problem.entity';
import { countedSubmissions } from './counted-submissions';
import { SubmissionEntity } from './submission.entity';

/**
 * What the user home shows: submissions, solved problems by difficulty, daily activity. The
 * submissions are the counted ones (`countedSubmissions`), the ones the rank tallies, so the user
 * home, its heatmap and the rank give one figure.
 */
@Injectable()
export class SubmissionActivitySource implements UserActivitySource {
  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    @InjectRepository(AcceptedProblemEntity) private readonly accepted: Repository<AcceptedProblemEntity>,
    private readonly problems: ProblemService,
  ) {}

  async activity(uid: string, since: Date): Promise<UserActivity> {
    const total = await this.submissions.countBy({ uid, ...countedSubmissions() });
    const solvedRows = await this.accepted.find({ where: { uid }, order: { gmtCreate: 'ASC' } });
    const solvedProblems = await Promise.all(solvedRows.map((row) => this.problems.findById(row.pid)));
    // The calendar counts what the total counts: contest and group work stays there.
    const recent = await this.submissions.find({
      where: { uid, submitTime: MoreThanOrEqual(since), ...countedSubmissions() },
      select: ['submitTime'],
    });
    const dailyCounts = new Map<string, number>();
    for (const row of recent) {
      const day = row.submitTime.toISOString().slice(0, 10);
      dailyCounts.set(day, (dailyCounts.get(day) ?? 0) + 1);
    }
    return {
      total,
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
