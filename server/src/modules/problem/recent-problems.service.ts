import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { HOME_CONSTANTS, type RecentUpdatedProblemView } from '@verdict/common';
import { PUBLIC_SCOPE } from '../access/scope';
import { problemsIn } from '../access/scope-conditions';
import { ProblemEntity } from './problem.entity';

export type RecentUpdatedProblemResponse = RecentUpdatedProblemView<Date>;

/** The home page's recently changed problems. */
@Injectable()
export class RecentProblems {
  constructor(@InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>) {}

  /** The public problems changed last, newest change first. */
  async updated(): Promise<RecentUpdatedProblemResponse[]> {
    const rows = await this.problems.find({
      select: ['id', 'problemId', 'title', 'type', 'gmtCreate', 'gmtModified'],
      where: problemsIn(PUBLIC_SCOPE),
      order: { gmtModified: 'DESC', id: 'DESC' },
      take: HOME_CONSTANTS.recentProblemLimit,
    });
    return rows.map(({ id, problemId, title, type, gmtCreate, gmtModified }) => ({
      id,
      problemId,
      title,
      type,
      gmtCreate,
      gmtModified,
    }));
  }
}
