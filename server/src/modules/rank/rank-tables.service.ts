import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, LessThan } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { countsForPublicRank } from '../access/scope';
import { RankSubmissions } from '../submission/rank-submissions';
import { problemDays, type DayTally, type RankedSubmission } from './rank-days';
import {
  RankChangeEntity,
  RankProblemDayEntity,
  RankStateEntity,
  RankUserDayEntity,
  RankUserEntity,
} from './rank.entities';

const STATE_ID = 1;
const INSERT_CHUNK = 500;
const READ_CHUNK = 20_000;
/** Change-log entries kept; an instance further behind reads its ranks whole again. */
const CHANGES_KEPT = 50_000;
/** The uid of a change of everyone. */
export const EVERYONE = '*';
/** Verdicts committed this long before a rebuild started are read again after it (clock margin). */
const REBUILD_MARGIN_MS = 2_000;

const isEmpty = (tally: DayTally) => tally.total === 0 && tally.ac === 0 && tally.score === 0;

/**
 * Keeps the rank tables in step with the verdicts: each `VerdictChanged` of a public submission
 * rewrites the (user, problem) rows from that user's submissions to that problem, then the user's
 * touched days and totals from those rows, and logs the user in `rank_change`, in one transaction
 * that holds the user's row. Any instance may record a verdict; the tables are the shared state,
 * and the change log tells every instance's kept ranks which users to read again.
 */
@Injectable()
export class RankTablesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(RankTablesService.name);
  /** Verdicts of this instance being written to the tables. */
  private readonly applying = new Set<Promise<void>>();
  /** Changes this instance has committed, so its kept ranks read the version again at once. */
  private committed = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly submissions: RankSubmissions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const state = await this.dataSource.getRepository(RankStateEntity).findOneBy({ id: STATE_ID });
    if (!state?.builtAt) await this.rebuild();
  }

  /** The tables' version: the last change-log id. */
  async version(): Promise<number> {
    const row = await this.dataSource
      .getRepository(RankChangeEntity)
      .createQueryBuilder('c')
      .select('MAX(c.id)', 'id')
      .getRawOne<{ id: number | string | null }>();
    return Number(row?.id ?? 0);
  }

  /**
   * The users changed after version `from` up to `to`, or null when everyone may have (a
   * rebuild, or `from` older than the kept log).
   */
  async changedSince(from: number, to: number): Promise<string[] | null> {
    if (to - from > CHANGES_KEPT) return null;
    const rows = await this.dataSource
      .getRepository(RankChangeEntity)
      .createQueryBuilder('c')
      .select('DISTINCT c.uid', 'uid')
      .where('c.id > :from AND c.id <= :to', { from, to })
      .getRawMany<{ uid: string }>();
    const uids = rows.map((row) => row.uid);
    return uids.includes(EVERYONE) ? null : uids;
  }

  /** How many changes this instance has committed to the tables so far. */
  get localChanges(): number {
    return this.committed;
  }

  /**
   * Waits until the verdicts this instance has heard of so far are in the tables, so a rank read
   * after a verdict shows it (later verdicts are not waited for).
   */
  async caughtUp(): Promise<void> {
    if (this.applying.size > 0) await Promise.allSettled([...this.applying]);
  }

  @OnAppEvent('submission.verdict')
  verdictChanged({ submission }: AppEvents['submission.verdict']): Promise<void> {
    if (!countsForPublicRank(submission)) return Promise.resolve();
    const work = this.apply(submission.uid, submission.pid);
    const done = () => void this.applying.delete(work);
    this.applying.add(work);
    work.then(done, done);
    return work;
  }

  /** Recomputes what one user's submissions to one problem add to the ranks. */
  async apply(uid: string, pid: number): Promise<void> {
    await this.transactions.run(async (manager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(RankUserEntity)
        .values({ uid, total: 0, ac: 0, score: 0 })
        .orIgnore()
        .updateEntity(false)
        .execute();
      await manager.findOne(RankUserEntity, { where: { uid }, lock: this.transactions.lockMode() });
      const fresh = problemDays(await this.submissions.publicOf(manager, uid, pid));
      const old = await manager.find(RankProblemDayEntity, { select: ['day'], where: { uid, pid } });
      const days = [...new Set([...old.map((row) => row.day), ...fresh.keys()])];
      if (days.length === 0) return;
      await manager.delete(RankProblemDayEntity, { uid, pid });
      await insertChunks(manager, RankProblemDayEntity, dayRows(fresh, { uid, pid }));
      await this.sumUserDays(manager, uid, days);
      await this.sumUser(manager, uid);
      await this.logChange(manager, uid);
    });
    this.committed++;
  }

  /**
   * A deleted problem takes its submissions with it, so it leaves the ranks too: inside the
   * deletion's transaction its rows go and its users' days and totals are summed again without it.
   */
  @OnAppEvent('problem.deleting')
  async problemDeleting({ manager, pid }: AppEvents['problem.deleting']): Promise<void> {
    const rows = await manager.find(RankProblemDayEntity, { select: ['uid', 'day'], where: { pid } });
    if (rows.length === 0) return;
    const daysOf = new Map<string, number[]>();
    for (const { uid, day } of rows) daysOf.set(uid, [...(daysOf.get(uid) ?? []), day]);
    const uids = [...daysOf.keys()].sort();
    // The users' rows first, in one order, as `apply` holds them before it touches their days.
    for (const uid of uids) {
      await manager.findOne(RankUserEntity, { where: { uid }, lock: this.transactions.lockMode() });
    }
    await manager.delete(RankProblemDayEntity, { pid });
    for (const uid of uids) {
      await this.sumUserDays(manager, uid, daysOf.get(uid)!);
      await this.sumUser(manager, uid);
      await this.logChange(manager, uid);
    }
    this.committed++;
  }

  private async sumUserDays(manager: EntityManager, uid: string, days: number[]): Promise<void> {
    const sums = await manager
      .createQueryBuilder(RankProblemDayEntity, 'd')
      .select('d.day', 'day')
      .addSelect('SUM(d.total)', 'total')
      .addSelect('SUM(d.ac)', 'ac')
      .addSelect('SUM(d.score)', 'score')
      .where({ uid, day: In(days) })
      .groupBy('d.day')
      .getRawMany<Record<keyof DayTally | 'day', string | number>>();
    await manager.delete(RankUserDayEntity, { uid, day: In(days) });
    const rows = sums
      .map((sum) => ({ uid, day: Number(sum.day), ...tallyOf(sum) }))
      .filter((row) => !isEmpty(row));
    await insertChunks(manager, RankUserDayEntity, rows);
  }

  private async sumUser(manager: EntityManager, uid: string): Promise<void> {
    const sum = await manager
      .createQueryBuilder(RankUserDayEntity, 'd')
      .select('SUM(d.total)', 'total')
      .addSelect('SUM(d.ac)', 'ac')
      .addSelect('SUM(d.score)', 'score')
      .where({ uid })
      .getRawOne<Record<keyof DayTally, string | number | null>>();
    await manager.update(RankUserEntity, { uid }, tallyOf(sum ?? {}));
  }

  /**
   * Tells every instance's kept ranks to read a user again (their status, username, nickname or
   * real name changed); without it they follow within five minutes.
   */
  async touch(uid: string): Promise<void> {
    await this.transactions.run((manager) => this.logChange(manager, uid));
    this.committed++;
  }

  private async logChange(manager: EntityManager, uid: string): Promise<void> {
    const { identifiers } = await manager.insert(RankChangeEntity, { uid });
    const id = Number(identifiers[0]?.id ?? 0);
    if (id % 1000 === 0) await manager.delete(RankChangeEntity, { id: LessThan(id - CHANGES_KEPT) });
  }

  /**
   * Builds every rank table again from the submissions (at the first start, or by hand). Verdicts
   * committed while it read are applied again afterwards, so none is lost to the rebuild.
   */
  async rebuild(): Promise<void> {
    const started = Date.now();
    const perProblem = await this.readSubmissions();
    const problemRows: RankProblemDayEntity[] = [];
    const userDays = new Map<string, Map<number, DayTally>>();
    for (const [key, submissions] of perProblem) {
      const [uid, pid] = splitKey(key);
      const fresh = problemDays(submissions);
      problemRows.push(...dayRows(fresh, { uid, pid }));
      let days = userDays.get(uid);
      if (!days) userDays.set(uid, (days = new Map()));
      for (const [day, tally] of fresh) addTo(days, day, tally);
    }
    const userDayRows: RankUserDayEntity[] = [];
    const userRows: RankUserEntity[] = [];
    for (const [uid, days] of userDays) {
      const sum = { total: 0, ac: 0, score: 0 };
      for (const row of dayRows(days, { uid })) {
        userDayRows.push(row);
        sum.total += row.total;
        sum.ac += row.ac;
        sum.score += row.score;
      }
      userRows.push({ uid, ...sum });
    }
    await this.transactions.run(async (manager) => {
      for (const entity of [RankProblemDayEntity, RankUserDayEntity, RankUserEntity])
        await manager.createQueryBuilder().delete().from(entity).execute();
      await insertChunks(manager, RankProblemDayEntity, problemRows);
      await insertChunks(manager, RankUserDayEntity, userDayRows);
      await insertChunks(manager, RankUserEntity, userRows);
      const state = await manager.findOneBy(RankStateEntity, { id: STATE_ID });
      if (state) await manager.update(RankStateEntity, { id: STATE_ID }, { builtAt: new Date() });
      else await manager.insert(RankStateEntity, { id: STATE_ID, builtAt: new Date() });
      await this.logChange(manager, EVERYONE);
    });
    this.committed++;
    const late = await this.submissions.publicChangedSince(new Date(started - REBUILD_MARGIN_MS));
    const touched = new Set(late.map((row) => problemKey(row.uid, row.pid)));
    for (const key of touched) await this.apply(...splitKey(key));
    this.logger.log(`Rank tables built from ${perProblem.size} (user, problem) pairs`);
  }

  /** Every public submission, grouped by (user, problem), read in chunks of the primary key. */
  private async readSubmissions(): Promise<Map<string, RankedSubmission[]>> {
    const grouped = new Map<string, RankedSubmission[]>();
    for (let after = 0; ;) {
      const chunk = await this.submissions.publicAfter(after, READ_CHUNK);
      for (const row of chunk) {
        const key = problemKey(row.uid, row.pid);
        const list = grouped.get(key);
        if (list) list.push(row);
        else grouped.set(key, [row]);
      }
      if (chunk.length < READ_CHUNK) return grouped;
      after = chunk[chunk.length - 1].submitId;
    }
  }
}

const problemKey = (uid: string, pid: number) => `${uid}:${pid}`;

function splitKey(key: string): [string, number] {
  const at = key.lastIndexOf(':');
  return [key.slice(0, at), Number(key.slice(at + 1))];
}

function tallyOf(sum: Partial<Record<keyof DayTally, string | number | null>>): DayTally {
  return { total: Number(sum.total ?? 0), ac: Number(sum.ac ?? 0), score: Number(sum.score ?? 0) };
}

function addTo(days: Map<number, DayTally>, day: number, tally: DayTally): void {
  const entry = days.get(day);
  if (!entry) days.set(day, { ...tally });
  else {
    entry.total += tally.total;
    entry.ac += tally.ac;
    entry.score += tally.score;
  }
}

function dayRows<K extends object>(days: Map<number, DayTally>, keys: K): (K & DayTally & { day: number })[] {
  return [...days].filter(([, tally]) => !isEmpty(tally)).map(([day, tally]) => ({ ...keys, day, ...tally }));
}

async function insertChunks<T extends object>(
  manager: EntityManager,
  entity: new () => T,
  rows: object[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(rows.slice(i, i + INSERT_CHUNK) as never)
      .updateEntity(false)
      .execute();
  }
}
