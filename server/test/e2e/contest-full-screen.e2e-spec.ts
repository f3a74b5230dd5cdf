import { HIDDEN_OI_RESULT, JudgeStatus } from '@verdict/common';
import { createUser, loginAs } from '../utils/auth-helpers';
import { ContestClient } from '../utils/contest-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createProblemWithCases } from '../utils/judging-helpers';

const { ACCEPTED: AC, WRONG_ANSWER: WA, NOT_SUBMITTED } = JudgeStatus;

/** HOJ's full-screen problem list for a contest: display ids, titles, the viewer's own status. */
describe('the full-screen problem list of a contest', () => {
  let t: TestApp;
  let root: ContestClient;
  let ann: ContestClient;
  let pids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    root = new ContestClient(t.app, await loginAs(t.app, 'root', ROOT_PASSWORD));
    await createUser(t.app, 'ann');
    ann = new ContestClient(t.app, await loginAs(t.app, 'ann'));
    pids = [
      await createProblemWithCases(t.app, root.token, 'FSA', [{ input: '1\n', output: '1\n' }]),
      await createProblemWithCases(t.app, root.token, 'FSB', [{ input: '1\n', output: '1\n' }]),
    ];
  });
  afterAll(() => t.close());

  async function contestWith(type: number): Promise<number> {
    const cid = await root.createContest({ title: `Full screen ${type}`, type });
    await root.addProblem(cid, pids[1], 'B').expect(200);
    await root.addProblem(cid, pids[0], 'A').expect(200);
    return cid;
  }
  const list = (who: ContestClient, cid: number) => who.get('/api/get-full-screen-problem-list', { cid });

  it('lists the problems by display id with the viewer’s status', async () => {
    const cid = await contestWith(0);
    await ann.judged(cid, pids[0], WA);
    await ann.judged(cid, pids[0], AC);
    const rows = (await list(ann, cid).expect(200)).body.data;
    expect(rows).toEqual([
      { pid: pids[0], problemId: 'A', title: 'Problem FSA', status: AC, score: null },
      { pid: pids[1], problemId: 'B', title: 'Problem FSB', status: NOT_SUBMITTED, score: null },
    ]);
  });

  it('keeps an OI result hidden while the contest runs', async () => {
    const cid = await contestWith(2);
    await ann.judged(cid, pids[1], AC, 100);
    const rows = (await list(ann, cid).expect(200)).body.data;
    expect(rows.find((row: { problemId: string }) => row.problemId === 'B')).toMatchObject({
      status: HIDDEN_OI_RESULT,
      score: null,
    });
  });

  it('follows the contest rules: login, a private contest, and the cid', async () => {
    const cid = await contestWith(0);
    await ann.http().get('/api/get-full-screen-problem-list').query({ cid }).expect(401);
    const locked = await root.createContest({ title: 'Locked', auth: 1, pwd: 'pw' });
    await list(ann, locked).expect(403);
    expect((await ann.get('/api/get-full-screen-problem-list', {}).expect(400)).body.msg).toBe(
      'cid or tid is required',
    );
  });
});
