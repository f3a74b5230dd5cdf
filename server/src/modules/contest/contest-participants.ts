import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../../database/is-unique-violation';
import { countPer } from '../../database/count-per';
import { ContestRegisterEntity } from './contest-register.entity';

/**
 * Who takes part in a contest: who registered, and who submitted to it (a public contest asks no
 * registration); when each pressed start in a timed one.
 */
@Injectable()
export class ContestParticipants {
  private readonly joined = new Set<(cid: number) => void>();

  constructor(
    @InjectRepository(ContestRegisterEntity) private readonly registers: Repository<ContestRegisterEntity>,
  ) {}

  /** Called after someone new joined a contest (its participant count changed). */
  onJoined(listener: (cid: number) => void): () => void {
    this.joined.add(listener);
    return () => this.joined.delete(listener);
  }

  find(cid: number, uid: string): Promise<ContestRegisterEntity | null> {
    return this.registers.findOneBy({ cid, uid });
  }

  /** Registers once; false when the user already was. */
  async add(cid: number, uid: string): Promise<boolean> {
    try {
      await this.registers.insert({ cid, uid, beginTime: null });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    for (const listener of this.joined) listener(cid);
    return true;
  }

  /** Stores the personal start once; returns the start that holds. */
  async start(cid: number, uid: string, now: Date): Promise<Date> {
    await this.add(cid, uid);
    await this.registers
      .createQueryBuilder()
      .update()
      .set({ beginTime: now })
      .where('cid = :cid AND uid = :uid AND beginTime IS NULL', { cid, uid })
      .execute();
    return (await this.find(cid, uid))!.beginTime!;
  }

  /** Participant counts of several contests. */
  counts(cids: number[]): Promise<Map<number, number>> {
    return countPer(this.registers, 'cid', cids);
  }

  async count(cid: number): Promise<number> {
    return (await this.counts([cid])).get(cid) ?? 0;
  }

  removeAll(cid: number): Promise<unknown> {
    return this.registers.delete({ cid });
  }
}
