import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Viewer } from '../access/viewer';
import { ContestRegisterEntity } from './contest-register.entity';
import { ContestEntity } from './contest.entity';
import { ContestRules } from './contest-rules';

/** A contest running now, as much of it as its admins are known by. */
export type ContestUnderWay = Pick<ContestEntity, 'id' | 'uid' | 'gid'>;

/**
 * The contests running now and who takes part in them (registered, or judged in a public one),
 * for what participants must not do while one runs: chat with anyone but its admins.
 */
@Injectable()
export class ContestsUnderWay {
  constructor(
    @InjectRepository(ContestRegisterEntity) private readonly registers: Repository<ContestRegisterEntity>,
    private readonly rules: ContestRules,
  ) {}

  /** The contests running now that each of these users takes part in; users in none are absent. */
  async takenPartIn(uids: readonly string[]): Promise<Map<string, ContestUnderWay[]>> {
    const taking = new Map<string, ContestUnderWay[]>();
    if (uids.length === 0) return taking;
    const now = new Date();
    const rows = await this.registers
      .createQueryBuilder('r')
      .innerJoin(ContestEntity, 'c', 'c.id = r.cid')
      .where('r.uid IN (:...uids)', { uids: [...new Set(uids)] })
      .andWhere('c.startTime <= :now AND c.endTime > :now', { now })
      .select(['r.uid AS participant', 'c.id AS id', 'c.uid AS uid', 'c.gid AS gid'])
      .getRawMany<{ participant: string; id: number; uid: string; gid: number | null }>();
    for (const { participant, id, uid, gid } of rows) {
      const contests = taking.get(participant) ?? [];
      contests.push({ id: Number(id), uid, gid: gid === null ? null : Number(gid) });
      taking.set(participant, contests);
    }
    return taking;
  }

  /** Whether the user administers the contest (its author, a super admin, a root of its group). */
  administers(user: Pick<Viewer, 'uid' | 'role'>, contest: ContestUnderWay): Promise<boolean> {
    return this.rules.isContestAdmin(user, contest);
  }
}
