import { JudgeStatus } from '@verdict/common';
import { ContestClient, contestCast } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createProblemWithCases } from '../utils/judging-helpers';

const { ACCEPTED: AC, WRONG_ANSWER: WA } = JudgeStatus;

interface AcRecord {
  id: number;
  username: string;
  displayId: string;
  color: string | null;
  firstBlood: boolean;
  checked: boolean;
}

/** The AC helper: first accepted submissions per contestant and problem, first blood, balloon ticks. */
describe('the contest AC helper', () => {
  let t: TestApp;
  let root: ContestClient;
  let owner: ContestClient;
  let ann: ContestClient;
  let bob: ContestClient;
  let cid: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ root, owner, ann, bob } = await contestCast(t.app));
    const pidA = await createProblemWithCases(t.app, root.token, 'ACA', [{ input: '1\n', output: '1\n' }]);
    const pidB = await createProblemWithCases(t.app, root.token, 'ACB', [{ input: '1\n', output: '1\n' }]);
    cid = await owner.createContest({ title: 'Balloon Round' });
    await owner.addProblem(cid, pidA, 'A').expect(200);
    await owner.addProblem(cid, pidB, 'B').expect(200);
    const problems = (await owner.get('/api/get-contest-problem', { cid }).expect(200)).body.data;
    const rowA = problems.find((row: { displayId: string }) => row.displayId === 'A');
    await owner
      .http()
      .put('/api/admin/contest/contest-problem')
      .set('Authorization', owner.token)
      .send({ ...rowA, color: '#ff0000' })
      .expect(200);

    await ann.judged(cid, pidA, WA);
    await ann.judged(cid, pidA, AC);
    await bob.judged(cid, pidA, AC);
    await ann.judged(cid, pidA, AC); // a second accept earns no second balloon
    await bob.judged(cid, pidB, AC);
    await owner.judged(cid, pidB, AC); // the author trying it out
  });
  afterAll(() => t.close());

  const records = async (query: Record<string, unknown> = {}) =>
    (await owner.get('/api/get-contest-ac-info', { cid, ...query }).expect(200)).body.data
      .records as AcRecord[];

  it('lists each first accept once, newest first, with first blood and the balloon colour', async () => {
    expect((await records()).map((r) => [r.username, r.displayId, r.firstBlood, r.color])).toEqual([
      ['bob', 'B', true, null],
      ['bob', 'A', false, '#ff0000'],
      ['ann', 'A', true, '#ff0000'],
    ]);
  });

  it('keeps the ticks and filters on them', async () => {
    const [, bobA] = await records();
    const ticked = await owner
      .http()
      .put('/api/check-contest-ac-info')
      .set('Authorization', owner.token)
      .send({ id: bobA.id, cid, checked: true })
      .expect(200);
    expect(ticked.body.msg).toBe('Update Successfully');
    expect((await records()).find((r) => r.id === bobA.id)?.checked).toBe(true);
    expect((await records({ onlyUnchecked: true })).map((r) => r.id)).not.toContain(bobA.id);
    await owner
      .http()
      .put('/api/check-contest-ac-info')
      .set('Authorization', owner.token)
      .send({ id: bobA.id, cid, checked: false })
      .expect(200);
    expect((await records({ onlyUnchecked: true })).map((r) => r.id)).toContain(bobA.id);
  });

  it('is for contest admins only, and ticks only accepted submissions of the contest', async () => {
    await ann.get('/api/get-contest-ac-info', { cid }).expect(403);
    const [first] = await records();
    await ann
      .http()
      .put('/api/check-contest-ac-info')
      .set('Authorization', ann.token)
      .send({ id: first.id, cid, checked: true })
      .expect(403);
    const missing = await owner
      .http()
      .put('/api/check-contest-ac-info')
      .set('Authorization', owner.token)
      .send({ id: 999_999, cid, checked: true })
      .expect(404);
    expect(missing.body.msg).toBe('The accepted submission does not exist');
    const bad = await owner
      .http()
      .put('/api/check-contest-ac-info')
      .set('Authorization', owner.token)
      .send({ id: first.id, cid, checked: 'yes' })
      .expect(400);
    expect(bad.body.msg).toBe('checked must be true or false');
    await root.get('/api/get-contest-ac-info', { cid }).expect(200);
  });
});
