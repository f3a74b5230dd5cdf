import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ErrorCode } from '@verdict/common';
import { TtlCache } from '../../common/cache/ttl-cache';
import { notFound } from '../../common/http/app.exception';
import { AnswersAppQuery } from '../../events/event-bus';
import type { AppQueryAnswer, AppQueryRequest } from '../../events/events';
import { ContestListCache } from './contest-list-cache';
import { ContestEntity } from './contest.entity';

export const CONTEST_NOT_FOUND = 'The contest does not exist';

/**
 * Contest rows for the rules that read them on every request (submits, lists, boards). A row is
 * kept two seconds; a change made on this instance drops it at once, one made on another instance
 * shows within those two seconds.
 */
@Injectable()
export class ContestStore {
  private readonly cache = new TtlCache<ContestEntity | null>(2_000, 5_000);

  constructor(
    @InjectRepository(ContestEntity) private readonly contests: Repository<ContestEntity>,
    private readonly lists: ContestListCache,
  ) {}

  find(cid: number): Promise<ContestEntity | null> {
    return this.cache.get(String(cid), () => this.contests.findOneBy({ id: cid }));
  }

  async require(cid: number): Promise<ContestEntity> {
    const contest = await this.find(cid);
    if (!contest) throw notFound(CONTEST_NOT_FOUND, ErrorCode.CONTEST_NOT_FOUND);
    return contest;
  }

  /** The titles of these contests, for the message centre's reminders; unknown ids are absent. */
  @AnswersAppQuery('contest.titles')
  async titlesOf({ ids }: AppQueryRequest<'contest.titles'>): Promise<AppQueryAnswer<'contest.titles'>> {
    if (ids.length === 0) return new Map();
    const rows = await this.contests.find({
      where: { id: In(ids) },
      select: { id: true, title: true },
    });
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  /** After a change this instance made to a contest (or its creation): its row and the list pages. */
  forget(cid: number): void {
    this.cache.delete(String(cid));
    this.lists.clear();
  }
}
