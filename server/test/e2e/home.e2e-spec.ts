import request from 'supertest';
import { DataSource, Repository } from 'typeorm';
import {
  ContestAuth,
  JudgeStatus,
  ProblemAuth,
  Role,
  type RecentContestView,
  type RecentUpdatedProblemView,
  type SubmissionStatisticsView,
} from '@verdict/common';
import { ContestEntity } from '../../src/modules/contest/contest.entity';
import { ProblemEntity } from '../../src/modules/problem/problem.entity';
import { SubmissionEntity } from '../../src/modules/submission/submission.entity';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createProblem } from '../factories/problem';
import { updateProblemRow } from '../utils/group-helpers';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Midnight UTC (the tests' time zone) `back` days before today, plus `offsetMs`. */
const dayStart = (back: number, offsetMs = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back) + offsetMs);
};
const label = (date: Date) => date.toISOString().slice(0, 10);

/** HOJ HomeController: the countdowns, recently changed problems and last week's submissions. */
describe('home page lists', () => {
  let t: TestApp;
  let contests: Repository<ContestEntity>;
  let problems: Repository<ProblemEntity>;
  let submissions: Repository<SubmissionEntity>;
  let rootToken: string;
  let userToken: string;
  let userUid: string;
  let pid: number;

  beforeAll(async () => {
    t = await createTestApp();
    const ds = t.app.get(DataSource);
    contests = ds.getRepository(ContestEntity);
    problems = ds.getRepository(ProblemEntity);
    submissions = ds.getRepository(SubmissionEntity);
    userUid = (await createUser(t.app, 'ann', Role.DEFAULT_USER)).uid;
    rootToken = await loginAs(t.app, 'root', ROOT_PASSWORD);
    userToken = await loginAs(t.app, 'ann');
    pid = (await createProblem(t.app, { problem: { problemId: 'P1000', title: 'Seed' } })).pid;
  });
  afterAll(() => t.close());

  const get = <T>(path: string, token?: string, query: Record<string, unknown> = {}) => {
    const call = request(t.app.getHttpServer()).get(path).query(query);
    if (token) call.set('Authorization', token);
    return call.expect(200).then((response) => response.body.data as T);
  };

  describe('GET /api/get-recent-contest', () => {
    const seedContest = (title: string, start: number, end: number, fields: Partial<ContestEntity> = {}) =>
      contests.save(
        contests.create({
          uid: 'seed',
          author: 'root',
          title,
          description: '',
          startTime: new Date(Date.now() + start),
          endTime: new Date(Date.now() + end),
          ...fields,
        }),
      );

    it('lists visible site contests that have not ended, nearest start first', async () => {
      await seedContest('Tomorrow', DAY, DAY + 2 * HOUR, { auth: ContestAuth.PROTECTED });
      await seedContest('Running', -HOUR, HOUR);
      await seedContest('In an hour', HOUR, 3 * HOUR, { auth: ContestAuth.PRIVATE });
      await seedContest('Ended', -3 * HOUR, -HOUR);
      await seedContest('Hidden', HOUR, 2 * HOUR, { visible: false });
      await seedContest('Group only', 2 * HOUR, 3 * HOUR, { gid: 7 });
      await seedContest('Next month', 30 * DAY, 31 * DAY);

      const list = await get<RecentContestView[]>('/api/get-recent-contest');

      expect(list.map((row) => row.title)).toEqual(['Running', 'In an hour', 'Tomorrow']);
      expect(list.map((row) => row.status)).toEqual([0, -1, -1]);
      expect(list[1]).toMatchObject({ auth: ContestAuth.PRIVATE, type: 0, duration: 7200 });
      expect(Math.abs(new Date(list[0].now).getTime() - Date.now())).toBeLessThan(60_000);
    });

    it('answers anonymous visitors and signed-in users alike', async () => {
      const anonymous = await get<RecentContestView[]>('/api/get-recent-contest');
      const signedIn = await get<RecentContestView[]>('/api/get-recent-contest', userToken);
      expect(signedIn.map((row) => row.id)).toEqual(anonymous.map((row) => row.id));
    });
  });

  describe('GET /api/get-recent-updated-problem', () => {
    const touch = (id: number, at: Date) =>
      problems.createQueryBuilder().update().set({ gmtModified: at }).where('id = :id', { id }).execute();

    it('lists public problems only, last changed first, at most ten', async () => {
      await touch(pid, new Date(Date.now() - 30 * DAY));
      const made: Record<string, number> = {};
      for (let i = 1; i <= 11; i++) {
        made[`P${i}`] = (
          await createProblem(t.app, { problem: { problemId: `P${i}`, title: `Public ${i}` } })
        ).pid;
        await touch(made[`P${i}`], new Date(Date.now() - (20 - i) * HOUR));
      }
      const hidden = await createProblem(t.app, {
        problem: { problemId: 'SECRET', title: 'Private', auth: ProblemAuth.PRIVATE },
      });
      const contestOnly = await createProblem(t.app, {
        problem: { problemId: 'CONTEST', title: 'Contest only', auth: ProblemAuth.CONTEST },
      });
      const grouped = await createProblem(t.app, { problem: { problemId: 'GROUPED', title: 'Group' } });
      await updateProblemRow(t.app, { id: grouped.pid }, { gid: 3 });
      for (const id of [hidden.pid, contestOnly.pid, grouped.pid]) await touch(id, new Date());

      const list = await get<RecentUpdatedProblemView[]>('/api/get-recent-updated-problem');

      expect(list.map((row) => row.problemId)).toEqual([
        'P11',
        'P10',
        'P9',
        'P8',
        'P7',
        'P6',
        'P5',
        'P4',
        'P3',
        'P2',
      ]);
      expect(list[0]).toMatchObject({ id: made.P11, title: 'Public 11', type: 0 });
      expect(new Date(list[0].gmtModified).getTime()).toBeGreaterThan(
        new Date(list[1].gmtModified).getTime(),
      );
    });

    it('moves a problem to the top when it changes', async () => {
      const p3 = await problems.findOneByOrFail({ problemId: 'P3' });
      await touch(p3.id, new Date(Date.now() + 1000));
      const list = await get<RecentUpdatedProblemView[]>('/api/get-recent-updated-problem');
      expect(list[0].problemId).toBe('P3');
      expect(list.map((row) => row.problemId)).not.toContain('P1');
    });
  });

  describe('GET /api/get-last-week-submission-statistics', () => {
    const PATH = '/api/get-last-week-submission-statistics';
    const seedSubmission = async (at: Date, status: number, isVerification = false) => {
      const row = await submissions.save(
        submissions.create({
          pid,
          displayPid: 'P1000',
          uid: userUid,
          username: 'ann',
          status,
          length: 12,
          code: 'int main(){}',
          language: 'C++',
          isVerification,
        }),
      );
      await submissions
        .createQueryBuilder()
        .update()
        .set({ submitTime: at })
        .where('submitId = :id', { id: row.submitId })
        .execute();
    };

    beforeAll(async () => {
      await seedSubmission(dayStart(7, 12 * HOUR), JudgeStatus.ACCEPTED);
      await seedSubmission(dayStart(6, 1000), JudgeStatus.ACCEPTED);
      await seedSubmission(dayStart(6, DAY - 1000), JudgeStatus.WRONG_ANSWER);
      await seedSubmission(dayStart(3, 8 * HOUR), JudgeStatus.ACCEPTED);
      await seedSubmission(dayStart(3, 9 * HOUR), JudgeStatus.ACCEPTED);
      await seedSubmission(dayStart(3, 10 * HOUR), JudgeStatus.COMPILE_ERROR);
      await seedSubmission(dayStart(3, 11 * HOUR), JudgeStatus.ACCEPTED, true);
      await seedSubmission(dayStart(0), JudgeStatus.ACCEPTED);
    });

    it('counts each of the last seven days, oldest first, leaving verification runs out', async () => {
      const stats = await get<SubmissionStatisticsView>(PATH);
      expect(stats.dateStrList).toEqual([6, 5, 4, 3, 2, 1, 0].map((back) => label(dayStart(back))));
      expect(stats.totalCountList).toEqual([2, 0, 0, 3, 0, 0, 1]);
      expect(stats.acCountList).toEqual([1, 0, 0, 2, 0, 0, 1]);
    });

    it('keeps the figures until an admin forces a refresh; others cannot', async () => {
      await seedSubmission(dayStart(0, 1000), JudgeStatus.ACCEPTED);
      await seedSubmission(dayStart(1, HOUR), JudgeStatus.WRONG_ANSWER);

      const cached = await get<SubmissionStatisticsView>(PATH);
      expect(cached.totalCountList).toEqual([2, 0, 0, 3, 0, 0, 1]);
      const userForced = await get<SubmissionStatisticsView>(PATH, userToken, { forceRefresh: true });
      expect(userForced.totalCountList).toEqual([2, 0, 0, 3, 0, 0, 1]);
      const anonymousForced = await get<SubmissionStatisticsView>(PATH, undefined, { forceRefresh: true });
      expect(anonymousForced.totalCountList).toEqual([2, 0, 0, 3, 0, 0, 1]);

      const adminForced = await get<SubmissionStatisticsView>(PATH, rootToken, { forceRefresh: true });
      expect(adminForced.totalCountList).toEqual([2, 0, 0, 3, 0, 1, 2]);
      expect(adminForced.acCountList).toEqual([1, 0, 0, 2, 0, 0, 2]);

      const afterwards = await get<SubmissionStatisticsView>(PATH);
      expect(afterwards).toEqual(adminForced);
    });

    it('treats forceRefresh=false from an admin as a cached read', async () => {
      await seedSubmission(dayStart(2, HOUR), JudgeStatus.ACCEPTED);
      const stats = await get<SubmissionStatisticsView>(PATH, rootToken, { forceRefresh: false });
      expect(stats.totalCountList).toEqual([2, 0, 0, 3, 0, 1, 2]);
    });
  });
});
