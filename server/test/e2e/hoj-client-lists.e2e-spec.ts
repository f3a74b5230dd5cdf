import { TestUsers } from '../utils/api-client';
import { ContestClient } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { allowGroupCreation, updateProblemRow } from '../utils/group-helpers';
import { buildProblemBody } from '../factories/problem';
import { createProblemWithCases } from '../utils/judging-helpers';

const A_PLUS_B = [{ input: '1 2\n', output: '3\n' }];

interface ProblemRow {
  id: number;
  problemId: string;
}

/**
 * The lists and forms of HOJ's own web client, with the queries and bodies it sends: the problem
 * list's default bank, the contest's "add from public problems" dialog, a problem created inside a
 * contest, and the group form's short name.
 */
describe("HOJ's client lists and forms", () => {
  let t: TestApp;
  const users = new TestUsers(() => t.app);
  const as = (who: string | null) => users.as(who);
  let acm: number;
  let oi: number;
  let hidden: number;

  beforeAll(async () => {
    t = await createTestApp();
    await users.signInRoot();
    await users.signUp(['ann']);
    acm = await createProblemWithCases(t.app, users.tokens.root, 'LOOPS', A_PLUS_B);
    oi = await createProblemWithCases(t.app, users.tokens.root, 'GRAPHS', A_PLUS_B, { type: 1 });
    hidden = await createProblemWithCases(t.app, users.tokens.root, 'SECRET', A_PLUS_B);
    await updateProblemRow(t.app, { id: hidden }, { auth: 2 });
  });
  afterAll(() => t.close());

  const ids = (rows: ProblemRow[]) => rows.map((row) => row.id).sort((a, b) => a - b);

  it("lists this site's problems under the bank HOJ's list selects by default, and searches it", async () => {
    const list = (query: Record<string, unknown>) =>
      as(null)
        .get('/api/get-problem-list', { limit: 30, currentPage: 1, tagId: '', ...query })
        .expect(200);
    expect(ids((await list({ oj: 'Mine' })).body.data.records)).toEqual([acm, oi]);
    expect(ids((await list({ oj: 'Mine', keyword: 'loo' })).body.data.records)).toEqual([acm]);
    expect((await list({ oj: 'ME' })).body.data.total).toBe(2);
    // The banks of other judges hold nothing here.
    expect((await list({ oj: 'CF' })).body.data).toMatchObject({ records: [], total: 0 });
    const tags = await as(null).get('/api/get-problem-tags-and-classification', { oj: 'Mine' }).expect(200);
    expect(Array.isArray(tags.body.data)).toBe(true);
  });

  it("offers the public problems of the contest's type that are not in it yet", async () => {
    const admin = new ContestClient(t.app, users.tokens.root);
    const cid = await admin.createContest();
    const picker = (query: Record<string, unknown>) =>
      as('root')
        .get('/api/admin/contest/get-problem-list', { keyword: '', cid, currentPage: 1, limit: 10, ...query })
        .expect(200);
    expect(ids((await picker({ problemType: 0 })).body.data.problemList.records)).toEqual([acm]);
    expect(ids((await picker({ problemType: 1 })).body.data.problemList.records)).toEqual([oi]);
    await admin.addProblem(cid, acm, 'A').expect(200);
    expect((await picker({ problemType: 0 })).body.data.problemList.total).toBe(0);
    // Without problemType the list is the contest's own problems, as before.
    expect(ids((await picker({})).body.data.problemList.records)).toEqual([acm]);
    // A hidden problem is never offered, even searched for by its id.
    expect(ids((await picker({ problemType: 0, keyword: 'SEC' })).body.data.problemList.records)).toEqual([]);
  });

  it('creates a problem inside a contest named by problem.cid, then takes its display id', async () => {
    const admin = new ContestClient(t.app, users.tokens.root);
    const cid = await admin.createContest();
    const body = buildProblemBody({ problem: { problemId: 'INSIDE', cid: String(cid), auth: 3, type: 0 } });
    const created = (await as('root').post('/api/admin/contest/problem', body).expect(200)).body.data as {
      pid: number;
    };
    const link = { displayId: 'B', displayTitle: 'Inside job', pid: created.pid, cid: String(cid) };
    await as('root').put('/api/admin/contest/contest-problem', link).expect(200);
    const problems = (await as('root').get('/api/get-contest-problem', { cid }).expect(200)).body.data as {
      displayId: string;
      displayTitle: string;
    }[];
    expect(problems.map((p) => [p.displayId, p.displayTitle])).toEqual([['B', 'Inside job']]);
    const noContest = buildProblemBody({ problem: { problemId: 'NOWHERE', auth: 3 } });
    expect((await as('root').post('/api/admin/contest/problem', noContest).expect(400)).body.msg).toBe(
      'cid is required',
    );
  });

  it('stores a group short name typed in lower case in capitals', async () => {
    await allowGroupCreation(t.app);
    const group = { name: 'Night owls', shortName: 'hg0cwfgm', brief: '', auth: 1, visible: true };
    const created = (await as('ann').post('/api/group', group).expect(200)).body.data as { id: number };
    const detail = await as('ann').get('/api/get-group-detail', { gid: created.id }).expect(200);
    expect(detail.body.data.shortName).toBe('HG0CWFGM');
  });
});
