import request from 'supertest';
import { DataSource } from 'typeorm';
import { JudgeStatus, type UserRankEntry } from '@verdict/common';
import { RankTablesService } from '../../src/modules/rank/rank-tables.service';
import { SubmissionEntity } from '../../src/modules/submission/submission.entity';
import { TestUsers } from '../utils/api-client';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';
import { allowGroupCreation, applyToGroup, createGroup, setMemberAuth } from '../utils/group-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';
import { reportVerdict } from '../utils/reported-verdict';
import { hojPid } from '../utils/hoj-pid';

const { ACCEPTED: AC, WRONG_ANSWER: WA } = JudgeStatus;
const DAY = 86_400_000;
const A_PLUS_B = [{ input: '1 2\n', output: '3\n' }];

interface RankPage {
  records: UserRankEntry[];
  total: number;
}

/**
 * The group rank: the group's members only, ranked by the user rank's counts over
 * what they submitted in the group in the period (ACM: solved, then fewer submissions; OI: the OI
 * rank score), for members only.
 */
describe('group rank', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const users = new TestUsers(() => t.app);
  const { tokens, uids } = users;
  let gid: number;
  const miaSubmissions: number[] = [];
  let oi: number;

  const get = (who: string | null, query: Record<string, unknown>) =>
    users.as(who).get('/api/get-group-rank-list', query);
  const rank = async (query: Record<string, unknown>, who = 'mia'): Promise<RankPage> =>
    (await get(who, { gid, ...query }).expect(200)).body.data as RankPage;
  const rows = (page: RankPage) =>
    page.records.map(({ rank, username, ac, total }) => [rank, username, ac, total]);

  /** Members submit in the group; others (and members with `outside`) in the public problem set. */
  async function judged(who: string, pid: number, status: number, score?: number, outside = false) {
    const inGroup = !outside && ['mia', 'kim'].includes(who);
    const response = await users
      .as(who)
      .post('/api/submit-problem-judge', {
        pid: await hojPid(t.app, pid),
        language: 'C++',
        code: 'int main(){}',
        ...(inGroup ? { gid } : {}),
      })
      .expect(200);
    const submitId = response.body.data.submitId as number;
    await reportVerdict(t.app, submitId, { status, score });
    return submitId;
  }

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    await users.signInRoot();
    await users.signUp(['owen', 'mia', 'kim', 'amy', 'out']);
    await allowGroupCreation(t.app);
    gid = await createGroup(users.as('owen'), { name: 'Rank club', shortName: 'RC', auth: 2, code: 'rank1' });
    for (const name of ['mia', 'kim', 'amy']) await applyToGroup(users.as(name), gid);
    for (const name of ['mia', 'kim']) await setMemberAuth(users.as('owen'), gid, uids[name], 3);

    const p1 = await createProblemWithCases(t.app, tokens.root, 'GR1', A_PLUS_B);
    const p2 = await createProblemWithCases(t.app, tokens.root, 'GR2', A_PLUS_B);
    oi = await createProblemWithCases(
      t.app,
      tokens.root,
      'GRO',
      [{ input: '1 2\n', output: '3\n', score: 100 }],
      {
        type: 1,
        difficulty: 2,
      },
    );
    miaSubmissions.push(await judged('mia', p1, AC), await judged('mia', p2, AC));
    await judged('kim', p1, AC);
    await judged('kim', p2, WA);
    await judged('kim', oi, AC, 100);
    await judged('out', p1, AC);
    await judged('out', p2, AC);
    await judged('out', oi, AC, 100);
    await judged('amy', p1, AC);
  });
  afterAll(() => t.close());

  it('needs a login, and is for the group’s members only', async () => {
    expect((await get(null, { gid, type: 0 }).expect(401)).body.msg).toBe('Please login first');
    for (const who of ['out', 'amy']) {
      const refused = await get(who, { gid, type: 0 }).expect(403);
      expect(refused.body.msg).toBe('You are not a member of this group');
    }
    expect((await get('mia', { gid: 9999, type: 0 }).expect(404)).body.msg).toBe('The group does not exist');
    await get('root', { gid, type: 0 }).expect(200);
  });

  it('answers bad queries with a 400 and the reason', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ gid: 'x' }, 'gid is required'],
      [{ gid, type: 3 }, 'type must be 0 (ACM) or 1 (OI)'],
      [{ gid, period: 9 }, 'period must be one of 0 (all), 1, 2, 3, 4, 5'],
      [{ gid, searchUser: 'x'.repeat(101) }, 'searchUser can not exceed 100 characters'],
    ];
    for (const [query, message] of cases) {
      expect((await get('mia', query).expect(400)).body.msg).toBe(message);
    }
  });

  it('ranks the members only (ACM by default): solved, then fewer submissions', async () => {
    await eventually(async () => {
      const page = await rank({});
      expect(rows(page)).toEqual([
        [1, 'mia', 2, 2],
        [2, 'kim', 2, 3],
        [3, 'owen', 0, 0],
      ]);
      expect(page.total).toBe(3);
    });
    expect(rows(await rank({ type: 0 }, 'owen'))).toEqual(rows(await rank({})));
  });

  it('ranks by the OI rank score with type 1', async () => {
    const page = await rank({ type: 1 });
    expect(page.records.map((row) => row.username)).toEqual(['kim', 'mia', 'owen']);
    expect(page.records[0].score).toBeGreaterThan(0);
    expect(page.records[1].score).toBe(0);
  });

  it('searches and pages among the members, keeping each place', async () => {
    const searched = await rank({ searchUser: 'KI' });
    expect(rows(searched)).toEqual([[2, 'kim', 2, 3]]);
    expect(searched.total).toBe(1);
    const second = await rank({ limit: 1, currentPage: 2 });
    expect(rows(second)).toEqual([[2, 'kim', 2, 3]]);
    expect(second.total).toBe(3);
  });

  it('counts what members did in the group only, and keeps the group’s work out of the site rank', async () => {
    await judged('mia', oi, AC, 100, true);
    const oiPage = await rank({ type: 1 });
    expect(oiPage.records.find((row) => row.username === 'mia')?.score).toBe(0);
    await eventually(async () => {
      const site = (await http().get('/api/get-rank-list').query({ type: 0, limit: 50 }).expect(200)).body
        .data as RankPage;
      const solved = Object.fromEntries(site.records.map((row) => [row.username, row.ac]));
      expect(solved.mia).toBe(1);
      expect(solved.kim).toBeUndefined();
      expect(solved.out).toBe(3);
    });
  });

  it('counts only what was done in the period', async () => {
    await t.app
      .get(DataSource)
      .getRepository(SubmissionEntity)
      .update(miaSubmissions, { submitTime: new Date(Date.now() - 10 * DAY) });
    await t.app.get(RankTablesService).rebuild();
    expect(rows(await rank({ period: 1 }))).toEqual([
      [1, 'kim', 2, 3],
      [2, 'mia', 0, 0],
      [2, 'owen', 0, 0],
    ]);
    expect(rows(await rank({ period: 2 }))).toEqual([
      [1, 'mia', 2, 2],
      [2, 'kim', 2, 3],
      [3, 'owen', 0, 0],
    ]);
    expect(rows(await rank({ period: 0 }))).toEqual(rows(await rank({ period: 2 })));
  });
});
