import { DataSource } from 'typeorm';
import { SubmissionEntity } from '../../src/modules/submission/submission.entity';
import { TestUsers } from '../utils/api-client';
import { ContestClient } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createGroup, openNightClass } from '../utils/group-helpers';
import { buildProblemBody } from '../factories/problem';
import { createProblemWithCases } from '../utils/judging-helpers';

const A_PLUS_B = [{ input: '1 2\n', output: '3\n' }];
const CODE = 'int main(){}';

/**
 * Submitting as HOJ's own web client does: `pid` is the problem's text id — its problem id (a
 * group's with the group's prefix) outside contests, the contest's display id in a contest — and
 * the scope ids come as text or null. The bodies are those the client sends from its problem page.
 */
describe("submitting from HOJ's client", () => {
  let t: TestApp;
  const users = new TestUsers(() => t.app);
  const as = (who: string | null) => users.as(who);
  /** Internal ids of the problems made. */
  let named: number;
  let numeric: number;
  let other: number;

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    await users.signInRoot();
    await users.signUp(['ann', 'owen']);
    named = await createProblemWithCases(t.app, users.tokens.root, 'HV0CWFGM', A_PLUS_B);
    // A problem whose problem id is the other problem's internal id written as text.
    numeric = await createProblemWithCases(t.app, users.tokens.root, String(named), A_PLUS_B);
    other = await createProblemWithCases(t.app, users.tokens.root, 'OTHER', A_PLUS_B);
  });
  afterAll(() => t.close());

  const stored = (submitId: number) =>
    t.app.get(DataSource).getRepository(SubmissionEntity).findOneByOrFail({ submitId });
  const submit = async (who: string, body: Record<string, unknown>, httpStatus = 200) =>
    (
      await as(who)
        .post('/api/submit-problem-judge', {
          language: 'C++',
          code: CODE,
          cid: 0,
          tid: null,
          gid: null,
          isRemote: false,
          ...body,
        })
        .expect(httpStatus)
    ).body;

  it('names a practice problem by its problem id', async () => {
    const { data } = await submit('ann', { pid: 'HV0CWFGM' });
    expect(await stored(data.submitId)).toMatchObject({ pid: named, displayPid: 'HV0CWFGM', cid: 0 });
  });

  it('reads a numeric-looking pid as a problem id, never as an internal id', async () => {
    const { data } = await submit('ann', { pid: String(named) });
    expect(await stored(data.submitId)).toMatchObject({ pid: numeric, displayPid: String(named) });
    const unknown = await submit('ann', { pid: String(other + 1000) }, 404);
    expect(unknown.msg).toBe('The problem does not exist');
  });

  it('refuses a missing pid with a clear message', async () => {
    expect((await submit('ann', { pid: '' }, 400)).msg).toBe('pid is required');
    expect((await submit('ann', { pid: undefined }, 400)).msg).toBe('pid is required');
  });

  it("names a contest problem by the contest's display id", async () => {
    const admin = new ContestClient(t.app, users.tokens.root);
    const cid = await admin.createContest();
    await admin.addProblem(cid, numeric, 'A').expect(200);
    const { data } = await submit('ann', { pid: 'A', cid: String(cid) });
    expect(await stored(data.submitId)).toMatchObject({ pid: numeric, displayPid: 'A', cid });
    // Inside a contest only its display ids name problems: the problem id is unknown there.
    await submit('ann', { pid: String(named), cid: String(cid) }, 404);
    await submit('ann', { pid: 'B', cid: String(cid) }, 404);
  });

  it("reads the saved code of a contest problem by the contest's display id", async () => {
    const admin = new ContestClient(t.app, users.tokens.root);
    const cid = await admin.createContest();
    await admin.addProblem(cid, other, 'C').expect(200);
    await as('ann')
      .post(`/api/save-problem-code?pid=${other}&lang=C%2B%2B`, { code: 'int main(){return 0;}' })
      .expect(200);
    const saved = await as('ann').get('/api/get-problem-code', { problemID: 'C', cid }).expect(200);
    expect(saved.body.data).toEqual({ code: 'int main(){return 0;}', lang: 'C++' });
    await as('ann').get('/api/get-problem-code', { problemID: 'OTHER' }).expect(200);
    await as('ann').get('/api/get-problem-code', { problemID: 'OTHER', cid }).expect(404);
  });

  it("names a training problem by the training's display id or its problem id", async () => {
    const category = (
      await as('root').post('/api/admin/training/category', { name: 'Basics', color: '#ff6600' }).expect(200)
    ).body.data.id as number;
    const training = {
      training: { title: 'Loops', description: 'Practise.', auth: 'Public', rank: 1 },
      trainingCategory: { id: category },
    };
    const tid = (await as('root').post('/api/admin/training', training).expect(200)).body.data.id as number;
    await as('root')
      .post('/api/admin/training/add-problem-from-public', { tid, pid: other, displayId: 'T1' })
      .expect(200);
    const byDisplayId = await submit('ann', { pid: 'T1', tid: String(tid) });
    const byProblemId = await submit('ann', { pid: 'OTHER', tid: String(tid) });
    for (const { data } of [byDisplayId, byProblemId]) {
      expect(await stored(data.submitId)).toMatchObject({ pid: other, cid: 0 });
    }
    // A problem outside the training is not one of its problems, whatever it is called.
    await submit('ann', { pid: 'HV0CWFGM', tid: String(tid) }, 404);
  });

  it("names a group's problem by its prefixed problem id, and a public one by its own", async () => {
    const gid = await openNightClass(t.app, users, { ann: 3 });
    const created = (
      await as('owen')
        .post('/api/group/problem', buildProblemBody({ problem: { gid, problemId: 'A', auth: 1 } }))
        .expect(200)
    ).body.data as { pid: number; problemId: string };
    expect(created.problemId).toMatch(/^NC.*A$/);
    const own = await submit('ann', { pid: created.problemId, gid: String(gid) });
    expect(await stored(own.data.submitId)).toMatchObject({ pid: created.pid, gid });
    const shared = await submit('ann', { pid: 'HV0CWFGM', gid: String(gid) });
    expect(await stored(shared.data.submitId)).toMatchObject({ pid: named, gid });
    // Another group's problem, or a group's problem outside its group, is not found.
    const club = await createGroup(as('owen'), { name: 'Club', shortName: 'CL', auth: 1 });
    await submit('ann', { pid: created.problemId, gid: String(club) }, 403);
    await submit('ann', { pid: created.problemId }, 404);
  });
});
