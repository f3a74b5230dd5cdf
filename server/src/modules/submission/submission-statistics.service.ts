import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { HOME_CONSTANTS, JudgeStatus, type SubmissionStatisticsView } from '@verdict/common';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { SubmissionEntity } from './submission.entity';
import { lastWeekDays } from './last-week-days';

const CACHE_KEY = 'home:last-week-submissions:';

/**
 * Submissions and accepted ones per day over the last week, for the home page's chart: every
 * submission made (contests and groups included, as HOJ counts them; verification runs left out)
 * and those judged Accepted. Every visitor sees the same figures, so they are kept in the
 * key-value store (shared by all API instances) until a submission is made, judged again or
 * gets or loses an Accepted, or for a few minutes at most (a new day); concurrent misses on one
 * instance share one count.
 */
@Injectable()
export class SubmissionStatisticsService {
  private pending: Promise<SubmissionStatisticsView> | null = null;
  /** Changes seen by this instance; a count that started before the latest one is not kept. */
  private changes = 0;

  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    private readonly kv: KeyValueStore,
  ) {}

  /** How many submissions were made at or after the time (verification runs included). */
  countSince(since: Date): Promise<number> {
    return this.submissions.count({ where: { submitTime: MoreThanOrEqual(since) } });
  }

  /** The cached figures, or fresh ones when none are cached or `refresh` is asked for. */
  async lastWeek(refresh: boolean): Promise<SubmissionStatisticsView> {
    const days = lastWeekDays(new Date(), HOME_CONSTANTS.statisticsDays);
    const key = CACHE_KEY + days[days.length - 1].label;
    if (!refresh) {
      const cached = await this.kv.get(key);
      if (cached) return JSON.parse(cached) as SubmissionStatisticsView;
    }
    const started = this.changes;
    this.pending ??= this.count(days).finally(() => (this.pending = null));
    const fresh = await this.pending;
    if (started === this.changes) {
      await this.kv.set(key, JSON.stringify(fresh), HOME_CONSTANTS.statisticsCacheSeconds);
    }
    return fresh;
  }

  /** A new submission (or a new attempt: it may leave Accepted) changes the figures. */
  @OnAppEvent('submission.status')
  async submissionChanged({ status }: AppEvents['submission.status']): Promise<void> {
    if (status === JudgeStatus.PENDING) await this.forget();
  }

  /** So does an Accepted given or taken back, and a removed submission (its result goes to null). */
  @OnAppEvent('submission.verdict')
  async verdictChanged({ before, after }: AppEvents['submission.verdict']): Promise<void> {
    const accepted = (result: typeof before) => result?.status === JudgeStatus.ACCEPTED;
    if (after === null || accepted(before) !== accepted(after)) await this.forget();
  }

  /** Drops the figures; the next read counts them again. */
  async forget(): Promise<void> {
    this.changes++;
    this.pending = null;
    const days = lastWeekDays(new Date(), HOME_CONSTANTS.statisticsDays);
    await this.kv.delete(CACHE_KEY + days[days.length - 1].label);
  }

  /** One query over the week: a total and an accepted sum per day (verification runs left out). */
  private async count(days: ReturnType<typeof lastWeekDays>): Promise<SubmissionStatisticsView> {
    const qb = this.submissions
      .createQueryBuilder('s')
      .select([])
      .where('s.submitTime >= :from AND s.submitTime < :to', {
        from: days[0].start,
        to: days[days.length - 1].end,
      })
      .andWhere('s.isVerification = :verification', { verification: false })
      .setParameter('ac', JudgeStatus.ACCEPTED);
    days.forEach((day, i) => {
      const inDay = `s.submitTime >= :start${i} AND s.submitTime < :end${i}`;
      qb.addSelect(`SUM(CASE WHEN ${inDay} THEN 1 ELSE 0 END)`, `total${i}`)
        .addSelect(`SUM(CASE WHEN ${inDay} AND s.status = :ac THEN 1 ELSE 0 END)`, `ac${i}`)
        .setParameter(`start${i}`, day.start)
        .setParameter(`end${i}`, day.end);
    });
    const row = (await qb.getRawOne<Record<string, number | string | null>>()) ?? {};
    return {
      dateStrList: days.map((day) => day.label),
      totalCountList: days.map((_, i) => Number(row[`total${i}`] ?? 0)),
      acCountList: days.map((_, i) => Number(row[`ac${i}`] ?? 0)),
    };
  }
}
