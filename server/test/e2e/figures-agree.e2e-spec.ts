import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { RankTablesService } from '../../src/modules/rank/rank-tables.service';
import { SubmissionEntity } from '../../src/modules/submission/submission.entity';
import {
  JudgeStatus,
  type HeatmapView,
  type RecentAcRankEntry,
  type SubmissionStatisticsView,
  type UserHomeView,
  type UserRankEntry,
} from '@verdict/common';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { eventually } from '../utils/eventually';
import { createProblemWithCases, waitForVerdict } from '../utils/judging-helpers';
import { JudgeDaemon, startJudgeDaemon } from '../utils/judge-daemon';
import { TEST_MODE } from '../utils/test-mode';
import { hojPid } from '../utils/hoj-pid';

const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WRONG = 'a, b = map(int, input().split())\nprint(a - b)\n';
const DAY = 86_400_000;

/**
 * The same figure read on different pages gives the same number, and is right as soon as the
 * verdict it counts is final: the home page's 7-day AC rank and chart, the user home, its heatmap
 * and the user rank, the status list's total. Judged by the real judge.
 */
describe('figures agree across pages', () => {
  let t: TestApp;
  let daemon: JudgeDaemon | undefined;
  let root: string;
  let fay: string;
  let pid: number;
  const http = () => request(t.app.getHttpServer());
  const get = async <T>(path: string, query: Record<string, unknown> = {}, token?: string): Promise<T> => {
    const call = http().get(path).query(query);
    if (token) call.set('Authorization', token);
    return (await call.expect(200)).body.data as T;
  };
  const submit = async (code: string, problem = pid): Promise<number> => {
    const response = await http()
      .post('/api/submit-problem-judge')
      .set('Authorization', fay)
      .send({ pid: await hojPid(t.app, problem), language: 'Python3', code })
      .expect(200);
    return response.body.data.submitId as number;
  };
  const judged = async (code: string, expected: number, problem = pid): Promise<number> => {
    const submitId = await submit(code, problem);
    expect((await waitForVerdict(t.app, submitId)).status).toBe(expected);
    return submitId;
  };
  const rankRow = async (period: number) =>
    (
      await get<{ records: UserRankEntry[] }>('/api/get-rank-list', { type: 0, period, searchUser: 'fay' })
    ).records.find((row) => row.username === 'fay');

  beforeAll(async () => {
    const embedded = TEST_MODE === 'embedded';
    t = await createTestApp({
      EMBEDDED_JUDGER: String(embedded),
      JUDGE_WORKERS: '1',
      SUBMIT_INTERVAL_SECONDS: '0',
    });
    if (!embedded) daemon = await startJudgeDaemon(t, ['Python3']);
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    pid = await createProblemWithCases(t.app, root, 'FIG1', [
      { input: '1 2\n', output: '3\n' },
      { input: '5 7\n', output: '12\n' },
    ]);
    await createUser(t.app, 'fay');
    fay = await loginAs(t.app, 'fay');
  }, 120_000);
  afterAll(async () => {
    await daemon?.stop();
    await t.close();
  });

  it('shows an Accepted on the home page (7-day AC rank and chart) as soon as it is final', async () => {
    expect(await get<RecentAcRankEntry[]>('/api/get-recent-seven-ac-rank')).toEqual([]);
    const before = await get<SubmissionStatisticsView>('/api/get-last-week-submission-statistics');

    await judged(RIGHT, JudgeStatus.ACCEPTED);

    const rank = await get<RecentAcRankEntry[]>('/api/get-recent-seven-ac-rank');
    expect(rank.map(({ username, ac }) => [username, ac])).toEqual([['fay', 1]]);
    const after = await get<SubmissionStatisticsView>('/api/get-last-week-submission-statistics');
    expect(after.acCountList.at(-1)).toBe(before.acCountList.at(-1)! + 1);
    expect(after.totalCountList.at(-1)).toBe(before.totalCountList.at(-1)! + 1);
  }, 60_000);

  it('counts the same submissions on the user home, its heatmap and the rank, with one AC rate', async () => {
    await judged(WRONG, JudgeStatus.WRONG_ANSWER);
    await judged(RIGHT, JudgeStatus.ACCEPTED);
    // A cancelled submission has no verdict: no page counts it.
    const cancelled = await judged(WRONG, JudgeStatus.WRONG_ANSWER);
    await http()
      .get('/api/admin/judge/cancel-judge')
      .query({ submitId: cancelled })
      .set('Authorization', root)
      .expect(200);

    const home = await get<UserHomeView>('/api/get-user-home-info', { username: 'fay' });
    const heatmap = await get<HeatmapView>('/api/get-user-calendar-heatmap', { username: 'fay' });
    const yearSum = heatmap.dataList.reduce((sum, day) => sum + day.count, 0);
    const all = await rankRow(0);
    const year = await rankRow(5);

    // AC, WA, AC: one problem solved in three submissions.
    expect({ total: home.total, solved: home.solvedList.length, acRate: home.acRate }).toEqual({
      total: 3,
      solved: 1,
      acRate: 33.33,
    });
    expect(yearSum).toBe(home.total);
    expect(all).toMatchObject({ total: home.total, ac: home.solvedList.length, acRate: home.acRate });
    expect(year).toMatchObject({ total: yearSum });
  }, 90_000);

  it("leaves a deleted problem's submissions out of the user home and the rank alike", async () => {
    const gone = await createProblemWithCases(t.app, root, 'FIG2', [{ input: '2 2\n', output: '4\n' }]);
    await judged(RIGHT, JudgeStatus.ACCEPTED, gone);
    expect(await rankRow(0)).toMatchObject({ ac: 2, total: 4 });

    await http().delete('/api/admin/problem').query({ pid: gone }).set('Authorization', root).expect(200);

    const home = await get<UserHomeView>('/api/get-user-home-info', { username: 'fay' });
    expect({ total: home.total, solved: home.solvedList, acRate: home.acRate }).toEqual({
      total: 3,
      solved: ['FIG1'],
      acRate: 33.33,
    });
    expect(await rankRow(0)).toMatchObject({ ac: 1, total: 3, acRate: 33.33 });
    expect(await rankRow(1)).toMatchObject({ ac: 1, total: 3 });
  }, 60_000);

  it("makes the heatmap's year the year rank's, to the day", async () => {
    const gil = await createUser(t.app, 'gil');
    const firstDay =
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - 365 * DAY;
    const submissions = t.app.get(DataSource).getRepository(SubmissionEntity);
    for (const submitTime of [new Date(firstDay - 1000), new Date(firstDay + 1000)]) {
      const row = await submissions.save(
        submissions.create({
          pid,
          displayPid: 'FIG1',
          uid: gil.uid,
          username: 'gil',
          status: JudgeStatus.WRONG_ANSWER,
          length: 1,
          code: '.',
          language: 'Python3',
        }),
      );
      await submissions.update({ submitId: row.submitId }, { submitTime });
    }
    await t.app.get(RankTablesService).rebuild();

    const heatmap = await get<HeatmapView>('/api/get-user-calendar-heatmap', { username: 'gil' });
    const row = async (period: number) =>
      (await get<{ records: UserRankEntry[] }>('/api/get-rank-list', { type: 0, period, searchUser: 'gil' }))
        .records[0];
    expect(heatmap.dataList.reduce((sum, day) => sum + day.count, 0)).toBe((await row(5)).total);
    expect((await get<UserHomeView>('/api/get-user-home-info', { username: 'gil' })).total).toBe(
      (await row(0)).total,
    );
  });

  it('gives the status list a total equal to the rows it lists right after a submit', async () => {
    const list = () =>
      get<{ records: { submitId: number }[]; total: number }>('/api/get-submission-list', {
        username: 'fay',
      });
    const before = await list();
    expect(before.total).toBe(before.records.length);

    const submitId = await submit(RIGHT);
    const after = await list();
    expect(after.records.map((row) => row.submitId)).toContain(submitId);
    expect(after.total).toBe(after.records.length);
    await waitForVerdict(t.app, submitId);
  }, 60_000);

  (TEST_MODE === 'mysql' ? it : it.skip)(
    'counts a submission made through another API instance under the rows that show it',
    async () => {
      const second = await createApp(t.config);
      try {
        await second.listen(0, '127.0.0.1');
        const list = async () =>
          (await request(second.getHttpServer()).get('/api/get-submission-list').query({ username: 'fay' }))
            .body.data as { records: { submitId: number }[]; total: number };
        expect((await list()).total).toBe((await list()).records.length);

        const submitId = await submit(RIGHT);
        // The other instance keeps its pages a second; once they show the new row, so does the total.
        let after = await list();
        await eventually(async () => {
          after = await list();
          expect(after.records.map((row) => row.submitId)).toContain(submitId);
        }, 10_000);
        expect(after.total).toBe(after.records.length);
        await waitForVerdict(t.app, submitId);
      } finally {
        await second.close();
      }
    },
    60_000,
  );
});
