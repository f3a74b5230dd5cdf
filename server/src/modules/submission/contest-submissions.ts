import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { And, In, IsNull, LessThan, MoreThanOrEqual, Not, Repository } from 'typeorm';
import { IN_PROGRESS_STATUSES, JudgeStatus } from '@verdict/common';
import { SubmissionEntity } from './submission.entity';

/** A submission as the contest module's exports and helpers read it. */
export type ContestSubmissionRow = Pick<
  SubmissionEntity,
  'submitId' | 'uid' | 'username' | 'pid' | 'language' | 'submitTime' | 'score' | 'status'
>;

/** A contest submission as a board replays it: `at` is seconds from the contest's start. */
export interface TimedSubmission {
  submitId: number;
  uid: string;
  pid: number;
  /** Seconds from the contest start to the submission. */
  at: number;
  status: number;
  score: number | null;
  /** Run time, ms. */
  time: number | null;
}

/** Which of a contest's submissions a board reads: all, some users', or one user's on one problem. */
export type TimedFilter = { uids?: string[] } | { uid: string; pid: number };

/** A contest's time window: submissions at or after `from` and before `to`. */
export interface SubmitWindow {
  from: Date;
  to: Date;
}

/**
 * The submission module's read interface for the contest module: a contest's submissions as its
 * board replays, exports and helpers read them. Reads only; the recorder writes.
 */
@Injectable()
export class ContestSubmissions {
  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
  ) {}

  /**
   * The contest's submissions as its board reads them, as raw rows: every selected column is an
   * integer or the uid, so a row is a board submission once it has its time from the start, with
   * no second object per row (a cold build reads 200 000).
   */
  async timed(cid: number, start: Date, filter: TimedFilter = {}): Promise<TimedSubmission[]> {
    const where =
      'uid' in filter
        ? { cid, uid: filter.uid, pid: filter.pid }
        : { cid, ...(filter.uids ? { uid: In(filter.uids) } : {}) };
    const rows = await this.submissions
      .createQueryBuilder('j')
      .select(['j.submitId AS submitId', 'j.uid AS uid', 'j.pid AS pid', 'j.submitTime AS submitTime'])
      .addSelect(['j.status AS status', 'j.score AS score', 'j.time AS time'])
      .where(where)
      .getRawMany<TimedSubmission & { submitTime: unknown }>();
    const driver = this.submissions.manager.connection.driver;
    const submitTime = this.submissions.metadata.findColumnWithPropertyName('submitTime')!;
    const from = start.getTime();
    for (const row of rows) {
      const at = (driver.prepareHydratedValue(row.submitTime, submitTime) as Date).getTime();
      row.at = Math.floor((at - from) / 1000);
    }
    return rows;
  }

  /** The users and problems of the contest's submissions changed at or after the time. */
  changedSince(cid: number, since: Date): Promise<Array<{ uid: string; pid: number }>> {
    return this.submissions.find({
      select: ['uid', 'pid'],
      where: { cid, gmtModified: MoreThanOrEqual(since) },
    });
  }

  /** Accepted submissions in the window, oldest first. */
  acceptedIn(cid: number, window: SubmitWindow): Promise<ContestSubmissionRow[]> {
    return this.submissions.find({
      select: ['submitId', 'uid', 'username', 'pid', 'submitTime'],
      where: { cid, status: JudgeStatus.ACCEPTED, submitTime: this.within(window) },
      order: { submitTime: 'ASC', submitId: 'ASC' },
    });
  }

  /** Accepted (ACM) or scored (OI) submissions in the window, newest first, without their code. */
  keptForExport(cid: number, window: SubmitWindow, acceptedOnly: boolean): Promise<ContestSubmissionRow[]> {
    return this.submissions.find({
      select: ['submitId', 'uid', 'username', 'pid', 'language', 'submitTime', 'score'],
      where: {
        cid,
        submitTime: this.within(window),
        ...(acceptedOnly ? { status: JudgeStatus.ACCEPTED } : { score: Not(IsNull()) }),
      },
      order: { submitTime: 'DESC', submitId: 'DESC' },
    });
  }

  /** Judged or judging submissions in the window (cancelled ones left out), in submit order. */
  replayIn(cid: number, window: SubmitWindow): Promise<ContestSubmissionRow[]> {
    return this.submissions.find({
      select: { submitId: true, uid: true, pid: true, status: true, submitTime: true },
      where: { cid, status: Not(JudgeStatus.CANCELLED), submitTime: this.within(window) },
      order: { submitId: 'ASC' },
    });
  }

  /** The code of each of these submissions, by submit id. */
  async codesOf(submitIds: readonly number[]): Promise<Map<number, string>> {
    if (submitIds.length === 0) return new Map();
    const rows = await this.submissions.find({
      where: { submitId: In([...submitIds]) },
      select: ['submitId', 'code'],
    });
    return new Map(rows.map((row) => [row.submitId, row.code]));
  }

  /** How many submissions the contest has on the problem, and how many of them wait for a verdict. */
  async progressOn(cid: number, pid: number): Promise<{ total: number; waiting: number }> {
    const [total, waiting] = await Promise.all([
      this.submissions.countBy({ cid, pid }),
      this.submissions.countBy({ cid, pid, status: In([...IN_PROGRESS_STATUSES]) }),
    ]);
    return { total, waiting };
  }

  /** Whether the submission is an accepted one of the contest. */
  isAccepted(cid: number, submitId: number): Promise<boolean> {
    return this.submissions.existsBy({ submitId, cid, status: JudgeStatus.ACCEPTED });
  }

  /** Accepted and total submissions per problem of the contest, made before `until` when given. */
  async talliesByProblem(
    cid: number,
    pids: readonly number[],
    until: Date | null = null,
  ): Promise<Map<number, { ac: number; total: number }>> {
    if (pids.length === 0) return new Map();
    const qb = this.submissions
      .createQueryBuilder('j')
      .select('j.pid', 'pid')
      .addSelect(`SUM(CASE WHEN j.status = ${JudgeStatus.ACCEPTED} THEN 1 ELSE 0 END)`, 'ac')
      .addSelect('COUNT(*)', 'total')
      .where({ cid, pid: In([...pids]) })
      .groupBy('j.pid');
    if (until) qb.andWhere('j.submitTime < :until', { until });
    const raw = await qb.getRawMany<{ pid: number | string; ac: number | string; total: number | string }>();
    return new Map(raw.map((row) => [Number(row.pid), { ac: Number(row.ac), total: Number(row.total) }]));
  }

  private within(window: SubmitWindow) {
    return And(MoreThanOrEqual(window.from), LessThan(window.to));
  }
}
