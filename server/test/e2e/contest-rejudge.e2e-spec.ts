import { JudgeStatus } from '@verdict/common';
import { ContestClient, contestCast } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';
import { createProblemWithCases } from '../utils/judging-helpers';
import { reportVerdict } from '../utils/reported-verdict';

const { ACCEPTED: AC, WRONG_ANSWER: WA, PENDING } = JudgeStatus;

/** The contest rejudge tab: one problem's submissions judged again, by a super admin only. */
describe('rejudging a contest problem', () => {
  let t: TestApp;
  let root: ContestClient;
  let owner: ContestClient;
  let ann: ContestClient;
  let bob: ContestClient;
  let cid: number;
  let pidA: number;
  let pidB: number;
  const submitted: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ({ root, owner, ann, bob } = await contestCast(t.app));
    pidA = await createProblemWithCases(t.app, root.token, 'RJA', [{ input: '1\n', output: '1\n' }]);
    pidB = await createProblemWithCases(t.app, root.token, 'RJB', [{ input: '1\n', output: '1\n' }]);
    cid = await owner.createContest({ title: 'Rejudged Round' });
    await owner.addProblem(cid, pidA, 'A').expect(200);
    await owner.addProblem(cid, pidB, 'B').expect(200);
    submitted.annA = await ann.judged(cid, pidA, WA);
    submitted.bobA = await bob.judged(cid, pidA, AC);
    submitted.bobB = await bob.judged(cid, pidB, WA);
  });
  afterAll(() => t.close());

  const rejudge = (who: ContestClient, query: Record<string, unknown>) =>
    who.get('/api/admin/judge/rejudge-contest-problem', query);
  const rankOf = async (username: string) =>
    (
      (await root.rank(cid).expect(200)).body.data.records as { username: string; rank: number; ac: number }[]
    ).find((row) => row.username === username)!;

  it('is for super admins only: the contest owner and contestants get 403', async () => {
    await rejudge(owner, { cid, pid: pidA }).expect(403);
    await rejudge(ann, { cid, pid: pidA }).expect(403);
    await owner.get('/api/admin/judge/contest-rejudge-progress', { cid, pid: pidA }).expect(403);
  });

  it('answers 404 for a problem outside the contest and 400 without ids', async () => {
    const other = await createProblemWithCases(t.app, root.token, 'RJC', [{ input: '1\n', output: '1\n' }]);
    const missing = await rejudge(root, { cid, pid: other }).expect(404);
    expect(missing.body.msg).toBe('The problem is not in this contest');
    expect((await rejudge(root, { cid }).expect(400)).body.msg).toBe('pid is required');
  });

  it('sends back every submission of the problem and only those, then the board follows the new verdicts', async () => {
    expect((await rankOf('bob')).rank).toBe(1);
    const sent = await rejudge(root, { cid, pid: pidA }).expect(200);
    expect(sent.body.msg).toBe('Rejudge successfully');
    expect(sent.body.data).toEqual({ total: 2, waiting: 2 });
    const statuses = (
      await root.post('/api/check-contest-submissions-status', { cid, submitIds: Object.values(submitted) })
    ).body.data as Record<string, { status: number }>;
    expect(statuses[submitted.annA].status).toBe(PENDING);
    expect(statuses[submitted.bobA].status).toBe(PENDING);
    expect(statuses[submitted.bobB].status).toBe(WA);

    await reportVerdict(t.app, submitted.annA, { status: AC });
    const half = await root.get('/api/admin/judge/contest-rejudge-progress', { cid, pid: pidA }).expect(200);
    expect(half.body.data).toEqual({ total: 2, waiting: 1 });
    await reportVerdict(t.app, submitted.bobA, { status: WA });
    await eventually(async () => {
      expect(await rankOf('ann')).toMatchObject({ rank: 1, ac: 1 });
      expect(await rankOf('bob')).toMatchObject({ ac: 0 });
    });
    const done = await root.get('/api/admin/judge/contest-rejudge-progress', { cid, pid: pidA }).expect(200);
    expect(done.body.data).toEqual({ total: 2, waiting: 0 });
  });
});
