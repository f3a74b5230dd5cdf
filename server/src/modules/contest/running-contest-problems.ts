import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Viewer } from '../access/viewer';
import { Repository } from 'typeorm';
import { ContestProblemEntity } from './contest-problem.entity';
import { ContestEntity } from './contest.entity';
import { ContestRules } from './contest-rules';

/**
 * Whether a problem is in a contest running now, for what contestants must not have while it runs
 * (the assistant): by any way the problem is opened, since a contest's problem may also be public.
 */
@Injectable()
export class RunningContestProblems {
  constructor(
    @InjectRepository(ContestProblemEntity) private readonly rows: Repository<ContestProblemEntity>,
    private readonly rules: ContestRules,
  ) {}

  /** True when a contest running now holds the problem and the viewer administers none of those contests. */
  async closedTo(viewer: Viewer | undefined, pid: number): Promise<boolean> {
    const now = new Date();
    const running = await this.rows
      .createQueryBuilder('cp')
      .innerJoin(ContestEntity, 'c', 'c.id = cp.cid')
      .where('cp.pid = :pid', { pid })
      .andWhere('c.startTime <= :now AND c.endTime > :now', { now })
      .select(['c.uid AS uid', 'c.gid AS gid'])
      .getRawMany<{ uid: string; gid: number | null }>();
    for (const contest of running) {
      if (!(await this.rules.isContestAdmin(viewer, contest))) return true;
    }
    return false;
  }
}
