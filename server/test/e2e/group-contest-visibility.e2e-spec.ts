import type request from 'supertest';
import { JudgeStatus } from '@verdict/common';
import { TestUsers } from '../utils/api-client';
import { aContest } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { expectHidden, openNightClass } from '../utils/group-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';
import { reportVerdict } from '../utils/reported-verdict';
import { hojPid } from '../utils/hoj-pid';

const TITLE = 'Secret night round';
const NOT_FOUND = 'The contest does not exist';

/**
 * A private group's contest is the group's alone: members enter, register and submit;
 * an outsider, signed in or not, meets a 404 (or the group's 403) on every contest endpoint and
 * never reads its title.
 */
describe('group contest visibility', () => {
  let t: TestApp;
  const users = new TestUsers(() => t.app);
  const { tokens } = users;
  let gid: number;
  let cid: number;
  let pid: number;

  const as = (who: string | null) => users.as(who);

  /** The outsider's answer: the given status, and nothing of the contest in it. */
  const hidden = (call: request.Test, status = 404) => expectHidden(call, TITLE, status);

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    await users.signInRoot();
    await users.signUp(['owen', 'mia', 'out']);
    gid = await openNightClass(t.app, users, { mia: 3 });
    pid = await createProblemWithCases(t.app, tokens.root, 'GCV1', [{ input: '1 2\n', output: '3\n' }]);
    cid = (
      await as('owen')
        .post('/api/group/contest', { ...aContest({ title: TITLE, openRank: true }), gid, visible: true })
        .expect(200)
    ).body.data.id as number;
    await as('owen')
      .post('/api/group/add-contest-problem-from-public', { cid, pid, displayId: 'A' })
      .expect(200);
  });
  afterAll(() => t.close());

  it('lets a member see the contest in the group, enter, register and submit', async () => {
    const list = await as('mia').get('/api/group/get-contest-list', { gid }).expect(200);
    expect(list.body.data.records).toEqual([expect.objectContaining({ id: cid, title: TITLE, gid })]);
    const info = await as('mia').get('/api/get-contest-info', { cid }).expect(200);
    expect(info.body.data).toMatchObject({ id: cid, title: TITLE });
    await as('mia').post('/api/register-contest', { cid }).expect(200);
    const problems = await as('mia').get('/api/get-contest-problem', { cid }).expect(200);
    expect(problems.body.data).toEqual([expect.objectContaining({ displayId: 'A' })]);
    await as('mia').get('/api/get-contest-problem-details', { cid, displayId: 'A' }).expect(200);
    const submitted = await as('mia')
      .post('/api/submit-problem-judge', {
        pid: await hojPid(t.app, pid, cid),
        cid,
        language: 'C++',
        code: 'int main(){}',
      })
      .expect(200);
    const submitId = submitted.body.data.submitId as number;
    await reportVerdict(t.app, submitId, { status: JudgeStatus.ACCEPTED });
    const mine = await as('mia').get('/api/contest-submissions', { contestID: cid }).expect(200);
    expect(mine.body.data.records).toEqual([
      expect.objectContaining({ submitId, displayPid: 'A', status: JudgeStatus.ACCEPTED }),
    ]);
    const rank = await as('mia').post('/api/get-contest-rank', { cid }).expect(200);
    // The viewer's own row comes first, pinned, then the board.
    expect(rank.body.data.total).toBe(2);
    expect(rank.body.data.records[1]).toMatchObject({ rank: 1, username: 'mia', ac: 1, isConcerned: false });
  });

  it('keeps it out of the public contest list, signed in or not', async () => {
    for (const who of [null, 'out', 'mia']) {
      await hidden(as(who).get('/api/get-contest-list', { limit: 100 }), 200);
    }
  });

  it('hides get-contest-info', async () => {
    expect((await hidden(as('out').get('/api/get-contest-info', { cid }))).msg).toBe(NOT_FOUND);
  });

  it('hides get-contest-access', async () => {
    expect((await hidden(as('out').get('/api/get-contest-access', { cid }))).msg).toBe(NOT_FOUND);
  });

  it('refuses register-contest and registers no one', async () => {
    expect((await hidden(as('out').post('/api/register-contest', { cid }))).msg).toBe(NOT_FOUND);
    const rank = await as('owen').post('/api/get-contest-rank', { cid }).expect(200);
    expect(JSON.stringify(rank.body.data)).not.toContain('"out"');
  });

  it('hides get-contest-problem, signed in or not', async () => {
    for (const who of [null, 'out']) {
      expect((await hidden(as(who).get('/api/get-contest-problem', { cid }))).msg).toBe(NOT_FOUND);
    }
  });

  it('hides get-contest-problem-details', async () => {
    const body = await hidden(as('out').get('/api/get-contest-problem-details', { cid, displayId: 'A' }));
    expect(body.msg).toBe(NOT_FOUND);
  });

  it('refuses a submission into the contest', async () => {
    const body = await hidden(
      as('out').post('/api/submit-problem-judge', {
        pid: await hojPid(t.app, pid, cid),
        cid,
        language: 'C++',
        code: 'int main(){}',
      }),
    );
    expect(body.msg).toBe(NOT_FOUND);
  });

  it('hides contest-submissions', async () => {
    const body = await hidden(as('out').get('/api/contest-submissions', { contestID: cid }));
    expect(body.msg).toBe(NOT_FOUND);
  });

  it('hides get-contest-rank, and the outside scoreboard even when the board is open', async () => {
    expect((await hidden(as('out').post('/api/get-contest-rank', { cid }))).msg).toBe(NOT_FOUND);
    for (const who of [null, 'out']) {
      await hidden(as(who).post('/api/get-contest-outside-scoreboard', { cid }));
      await hidden(as(who).get('/api/get-contest-outsize-info', { cid }));
    }
  });

  it('hides get-contest-announcement', async () => {
    await as('owen')
      .post('/api/group/contest-announcement', { cid, announcement: { title: 'Hint', content: 'Read A' } })
      .expect(200);
    expect((await hidden(as('out').get('/api/get-contest-announcement', { cid }))).msg).toBe(NOT_FOUND);
    await as('mia').get('/api/get-contest-announcement', { cid }).expect(200);
  });

  it('refuses the group contest routes', async () => {
    for (const path of ['/api/group/get-contest-list', '/api/group/get-admin-contest-list']) {
      await hidden(as('out').get(path, { gid }), 403);
    }
    await hidden(as('out').get('/api/group/contest', { cid }));
    await hidden(as('out').get('/api/group/get-contest-problem-list', { cid }));
    await hidden(as('out').get('/api/group/get-contest-announcement-list', { cid }));
    await hidden(as('out').get('/api/group/contest-problem', { cid, pid }));
  });
});
