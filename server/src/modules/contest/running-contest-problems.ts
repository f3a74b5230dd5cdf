import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TtlCache } from '../../common/cache/ttl-cache';
import type { Viewer } from '../access/viewer';
import { ContestProblemEntity } from './contest-problem.entity';
import { ContestEntity } from './contest.entity';
import { ContestRules } from './contest-rules';

/** A contest holding a problem: its owner and group (who administers it) and when it runs. */
type HoldingContest = Pick<ContestEntity, 'uid' | 'gid' | 'startTime' | 'endTime'>;

/**
 * Whether a problem is in a contest running now, for what contestants must not have while it runs
 * (the assistant, the language server): by any way the problem is opened, since a contest's problem
 * may also be public. Asked at every message of a conversation, so the contests holding each problem
 * that have not ended are kept two seconds (never served more than two seconds past that), their
 * times compared with the clock at each question (a contest starts on time); a contest or problem
 * list changed on this instance drops them at once (`changed`), one changed on another instance
 * shows within those seconds.
 */
@Injectable()
export class RunningContestProblems {
  private readonly holding = new TtlCache<HoldingContest[]>(2_000, 5_000, 2_000);

  constructor(
    @InjectRepository(ContestProblemEntity) private readonly rows: Repository<ContestProblemEntity>,
    private readonly rules: ContestRules,
  ) {}

  /** True when a contest running now holds the problem and the viewer administers none of those contests. */
  async closedTo(viewer: Viewer | undefined, pid: number): Promise<boolean> {
    const contests = await this.holding.get(String(pid), () => this.notEndedHolding(pid));
    const now = Date.now();
    for (const contest of contests) {
      if (contest.startTime.getTime() > now || contest.endTime.getTime() <= now) continue;
      if (!(await this.rules.isContestAdmin(viewer, contest))) return true;
    }
    return false;
  }

  /** After a contest's times or problem list changed here (or a contest was copied or removed). */
  changed(): void {
    this.holding.clear();
  }

  private notEndedHolding(pid: number): Promise<HoldingContest[]> {
    return this.rows.manager
      .createQueryBuilder(ContestEntity, 'c')
      .innerJoin(ContestProblemEntity, 'cp', 'cp.cid = c.id')
      .where('cp.pid = :pid', { pid })
      .andWhere('c.endTime > :now', { now: new Date() })
      .select(['c.id', 'c.uid', 'c.gid', 'c.startTime', 'c.endTime'])
      .getMany();
  }
}
