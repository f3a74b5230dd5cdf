import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThan, MoreThanOrEqual, Repository, type EntityManager } from 'typeorm';
import { PUBLIC_SCOPE } from '../access/scope';
import { submissionsIn } from '../access/scope-conditions';
import { SubmissionEntity } from './submission.entity';

/** A submission as a rank tallies it. */
export type RankedSubmissionRow = Pick<SubmissionEntity, 'submitTime' | 'status' | 'oiRankScore'>;

/** A submission as a rank tallies it, with its user and problem. */
export type UserRankedSubmissionRow = RankedSubmissionRow & Pick<SubmissionEntity, 'uid' | 'pid'>;

const RANKED_COLUMNS: (keyof RankedSubmissionRow)[] = ['submitTime', 'status', 'oiRankScore'];

/**
 * The submission module's read interface for the rank module: public submissions as the site rank
 * tallies them, and a group's as the group rank does. Reads only; the recorder writes.
 */
@Injectable()
export class RankSubmissions {
  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
  ) {}

  /** One user's public submissions to one problem, read in the caller's transaction. */
  publicOf(manager: EntityManager, uid: string, pid: number): Promise<RankedSubmissionRow[]> {
    return manager.find(SubmissionEntity, {
      select: RANKED_COLUMNS,
      where: { ...submissionsIn(PUBLIC_SCOPE), uid, pid },
    });
  }

  /** The next `take` public submissions after submit id `after`, in submit id order (a chunk of a full read). */
  publicAfter(after: number, take: number): Promise<Array<UserRankedSubmissionRow & { submitId: number }>> {
    return this.submissions.find({
      select: ['submitId', 'uid', 'pid', ...RANKED_COLUMNS],
      where: { ...submissionsIn(PUBLIC_SCOPE), submitId: MoreThan(after) },
      order: { submitId: 'ASC' },
      take,
    });
  }

  /** The users and problems of the public submissions changed at or after the time. */
  publicChangedSince(since: Date): Promise<Array<{ uid: string; pid: number }>> {
    return this.submissions.find({
      select: ['uid', 'pid'],
      where: { ...submissionsIn(PUBLIC_SCOPE), gmtModified: MoreThanOrEqual(since) },
    });
  }

  /** These users' submissions filed in the group (its problems and its trainings'). */
  inGroup(gid: number, uids: readonly string[]): Promise<UserRankedSubmissionRow[]> {
    return this.submissions.find({
      select: { uid: true, pid: true, submitTime: true, status: true, oiRankScore: true },
      where: { ...submissionsIn({ kind: 'group', gid }), uid: In([...uids]) },
    });
  }
}
