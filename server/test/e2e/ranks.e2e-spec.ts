import request from 'supertest';
import { DataSource } from 'typeorm';
import { JudgeStatus, type RecentAcRankEntry, type UserRankEntry } from '@verdict/common';
import {
  RankProblemDayEntity,
  RankUserDayEntity,
  RankUserEntity,
} from '../../src/modules/rank/rank.entities';
import { RankTablesService } from '../../src/modules/rank/rank-tables.service';
import { SubmissionEntity } from '../../src/modules/submission/submission.entity';
import { UserEntity } from '../../src/modules/user/user.entity';
import { ContestClient, contestCast } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { eventually } from '../utils/eventually';
import { createProblemWithCases } from '../utils/judging-helpers';
import { reportVerdict } from '../utils/reported-verdict';
import { hojPid } from '../utils/hoj-pid';

const { ACCEPTED: AC, WRONG_ANSWER: WA, PARTIAL_ACCEPTED: PA } = JudgeStatus;
const DAY = 86_400_000;
const SETTLES_MS = 10_000;

interface RankPage {
  records: UserRankEntry[];
  total: number;
  size: number;
  current: number;
}

/**
 * The user ranks: kept in rank tables that follow every verdict change of
 * public submissions, read by period, searched and paged.
 */
describe('user ranks', () => {
  let t: TestApp;
  let root: ContestClient;
  let owner: ContestClient;
  let ann: ContestClient;
  let bob: ContestClient;
  let p1: number;
  let p2: number;
  let oi: number;
  const http = () => request(t.app.getHttpServer());
  const db = () => t.app.get(DataSource);
  const tables = () => t.app.get(RankTablesService);

  const rankList = async (query: Record<string, unknown>): Promise<RankPage> =>
    (await http().get('/api/get-rank-list').query(query).expect(200)).body.data as RankPage;
  const rowOf = async (username: string, query: Record<string, unknown> = { type: 0 }) =>
    (await rankList({ ...query, searchUser: username })).records.find((row) => row.username === username);
  const names = (page: RankPage) => page.records.map((row) => row.username);

  /** Submits outside contests and has the judge report `status`. */
  async function judged(who: ContestClient, pid: number, status: number, score?: number): Promise<number> {
    const response = await who
      .post('/api/submit-problem-judge', {
        pid: await hojPid(t.app, pid),
        language: 'C++',
        code: 'int main(){}',
      })
      .expect(200);
    const submitId = response.body.data.submitId as number;
    await reportVerdict(t.app, submitId, { status, score });
    return submitId;
  }

  const settled = (check: () => Promise<void>) => eventually(check, SETTLES_MS);

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    ({ root, owner, ann, bob } = await contestCast(t.app));
    p1 = await createProblemWithCases(t.app, root.token, 'RK1', [{ input: '1 2\n', output: '3\n' }]);
    p2 = await createProblemWithCases(t.app, root.token, 'RK2', [{ input: '1 2\n', output: '3\n' }]);
    oi = await createProblemWithCases(
      t.app,
      root.token,
      'RKO',
      [{ input: '1 2\n', output: '3\n', score: 100 }],
      {
        type: 1,
        difficulty: 2,
      },
    );
  });
  afterAll(() => t.close());

  it("moves a user's solved count and place with an Accepted, and back after a rejudge to WA", async () => {
    await judged(bob, p2, AC);
    await judged(ann, p1, AC);
    const second = await judged(ann, p2, AC);
    await settled(async () => {
      const page = await rankList({ type: 0 });
      expect(page.records.map(({ rank, username, ac, total }) => ({ rank, username, ac, total }))).toEqual([
        { rank: 1, username: 'ann', ac: 2, total: 2 },
        { rank: 2, username: 'bob', ac: 1, total: 1 },
      ]);
      expect(page.records[0].acRate).toBe(100);
      expect(await rowOf('ann', { type: 0, period: 1 })).toMatchObject({ rank: 1, ac: 2, total: 2 });
    });

    await root.get('/api/admin/judge/rejudge', { submitId: second }).expect(200);
    await reportVerdict(t.app, second, { status: WA });
    await settled(async () => {
      const page = await rankList({ type: 0 });
      expect(
        page.records.map(({ rank, username, ac, total, acRate }) => [rank, username, ac, total, acRate]),
      ).toEqual([
        [1, 'bob', 1, 1, 100],
        [2, 'ann', 1, 2, 50],
      ]);
      expect(await rowOf('ann', { type: 0, period: 1 })).toMatchObject({ rank: 2, ac: 1, total: 2 });
      expect(await rowOf('ann', { type: 1, period: 5 })).toMatchObject({ ac: 1, total: 2, score: 0 });
    });
  });

  it('does not count contest submissions', async () => {
    const cid = await owner.createContest();
    await owner.addProblem(cid, p2, 'A').expect(200);
    await ann.register(cid).expect(200);
    const before = await tables().version();
    await ann.judged(cid, p2, AC);
    await ann.judged(cid, p2, WA);
    expect(await tables().version()).toBe(before);
    expect(await rowOf('ann')).toMatchObject({ ac: 1, total: 2 });
  });

  it('orders the OI rank by the sum of best OI rank scores, then solved problems', async () => {
    // OI rank score = floor(score × 0.1 × (1 + 0.2 × (difficulty − 1))): at difficulty 2, 100 → 12, 50 → 6.
    await judged(ann, oi, PA, 50);
    await judged(bob, oi, AC, 100);
    await judged(ann, oi, PA, 25);
    await settled(async () => {
      const page = await rankList({ type: 1 });
      expect(page.records.map(({ rank, username, score, ac }) => [rank, username, score, ac])).toEqual([
        [1, 'bob', 12, 2],
        [2, 'ann', 6, 1],
      ]);
    });
    // The ACM order of the same users is by solved problems, then fewer submissions.
    expect(names(await rankList({ type: 0 }))).toEqual(['bob', 'ann']);
  });

  it('counts a solve older than a week in "all" and "month" but not in "week"', async () => {
    await createUser(t.app, 'cat');
    const cat = new ContestClient(t.app, await loginAs(t.app, 'cat'));
    const submitId = await judged(cat, p1, AC);
    await db()
      .getRepository(SubmissionEntity)
      .update({ submitId }, { submitTime: new Date(Date.now() - 10 * DAY) });
    await tables().rebuild();
    await settled(async () => {
      expect(await rowOf('cat', { type: 0, period: 0 })).toMatchObject({ ac: 1, total: 1 });
      expect(await rowOf('cat', { type: 0, period: 2 })).toMatchObject({ ac: 1, total: 1 });
      expect(await rowOf('cat', { type: 0, period: 1 })).toBeUndefined();
      const recent = (await http().get('/api/get-recent-seven-ac-rank').expect(200)).body
        .data as RecentAcRankEntry[];
      expect(recent.map(({ username, ac }) => [username, ac])).toEqual([
        ['bob', 2],
        ['ann', 1],
      ]);
    });
  });

  it('searches by username, nickname or real name, keeping the whole-rank places', async () => {
    await db()
      .getRepository(UserEntity)
      .update({ username: 'bob' }, { nickname: 'Builder', realname: 'Robert Stone' });
    await tables().rebuild();
    await settled(async () => {
      expect(names(await rankList({ type: 0, searchUser: 'AN' }))).toEqual(['ann']);
      const byNickname = await rankList({ type: 0, searchUser: 'build' });
      expect(byNickname.records.map(({ username, nickname, rank }) => [username, nickname, rank])).toEqual([
        ['bob', 'Builder', 1],
      ]);
      expect(byNickname.total).toBe(1);
      expect(names(await rankList({ type: 0, searchUser: ' stone ' }))).toEqual(['bob']);
      expect(await rankList({ type: 0, searchUser: 'nobody-like-this' })).toMatchObject({
        records: [],
        total: 0,
      });
    });
  });

  it('gives the same tables when rebuilt from the submissions', async () => {
    const snapshot = async () => ({
      problems: await db()
        .getRepository(RankProblemDayEntity)
        .find({ order: { uid: 'ASC', pid: 'ASC', day: 'ASC' } }),
      days: await db()
        .getRepository(RankUserDayEntity)
        .find({ order: { uid: 'ASC', day: 'ASC' } }),
      users: (
        await db()
          .getRepository(RankUserEntity)
          .find({ order: { uid: 'ASC' } })
      ).filter((row) => row.total > 0 || row.score > 0),
    });
    const kept = await snapshot();
    expect(kept.users.length).toBe(3);
    await tables().rebuild();
    expect(await snapshot()).toEqual(kept);
  });

  it('leaves out a user the admin bans, and takes them back when the ban ends', async () => {
    const cat = await db().getRepository(UserEntity).findOneByOrFail({ username: 'cat' });
    const ban = (status: number) =>
      root
        .http()
        .put('/api/admin/user/edit-user')
        .set('Authorization', root.token)
        .send({ uid: cat.uid, username: 'cat', status })
        .expect(200);
    await ban(1);
    await settled(async () => {
      expect(await rowOf('cat')).toBeUndefined();
    });
    await ban(0);
    await settled(async () => {
      expect(await rowOf('cat')).toMatchObject({ ac: 1 });
    });
  });

  it('answers 30 rows a page by default, and the asked page and limit', async () => {
    const users = db().getRepository(UserEntity);
    const extra = Array.from({ length: 32 }, (_, i) => ({
      uid: `rankpage${String(i).padStart(24, '0')}`,
      username: `pager${String(i).padStart(2, '0')}`,
      password: 'x',
    }));
    await users.insert(extra);
    await db()
      .getRepository(SubmissionEntity)
      .insert(
        extra.map((user) => ({
          pid: p1,
          displayPid: 'RK1',
          uid: user.uid,
          username: user.username,
          status: WA,
          length: 12,
          code: 'int main(){}',
          language: 'C++',
          cid: 0,
        })),
      );
    await tables().rebuild();
    await settled(async () => {
      const first = await rankList({ type: 0, period: 0 });
      expect(first.records).toHaveLength(30);
      expect(first).toMatchObject({ total: 35, size: 30, current: 1 });
      expect(first.records.slice(0, 3).map((row) => row.username)).toEqual(['bob', 'cat', 'ann']);
    });
    const second = await rankList({ type: 0, currentPage: 2 });
    expect(second.records).toHaveLength(5);
    expect(second.records.every((row) => row.ac === 0 && row.rank === 4)).toBe(true);
    expect(await rankList({ type: 1, currentPage: 2, limit: 10 })).toMatchObject({ size: 10, current: 2 });
    expect((await rankList({ type: 1, currentPage: 2, limit: 10 })).records).toHaveLength(10);
  });

  it.each([
    [{}, 'type must be 0 (ACM) or 1 (OI)'],
    [{ type: 2 }, 'type must be 0 (ACM) or 1 (OI)'],
    [{ type: 'acm' }, 'type must be 0 (ACM) or 1 (OI)'],
    [{ type: 0, period: 6 }, 'period must be one of 0 (all), 1, 2, 3, 4, 5'],
    [{ type: 0, period: -1 }, 'period must be one of 0 (all), 1, 2, 3, 4, 5'],
    [{ type: 0, period: 'week' }, 'period must be one of 0 (all), 1, 2, 3, 4, 5'],
    [{ type: 0, limit: 0 }, 'limit must be at least 1'],
    [{ type: 0, limit: 500 }, 'limit can not exceed 200'],
    [{ type: 0, searchUser: 'x'.repeat(101) }, 'searchUser can not exceed 100 characters'],
  ])('answers 400 to %j', async (query, message) => {
    const response = await http().get('/api/get-rank-list').query(query).expect(400);
    expect(response.body).toMatchObject({ status: 400, msg: message });
  });
});
