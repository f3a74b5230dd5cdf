import { JudgeStatus } from '@verdict/common';
import { buildProblemBody } from '../factories/problem';
import { binaryParser } from '../factories/problem-zip';
import { TestUsers } from '../utils/api-client';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { openNightClass } from '../utils/group-helpers';
import { hojPid } from '../utils/hoj-pid';

const TITLE = 'Secret sauce of the night class';

/**
 * The problems of a private group are invisible to outsiders, one test per endpoint:
 * a logged-in non-member, and a signed-out visitor where the route is public, never see the
 * group's problem, its title or its data, while a member of the group does.
 */
describe('group problem visibility', () => {
  let t: TestApp;
  const users = new TestUsers(() => t.app);
  let gid: number;
  let pid: number;
  let problemId: string;
  let sitePid: number;

  /** The outsider (logged in, not a member) and the signed-out visitor. */
  const outsiders = ['out', null] as const;
  const as = (who: string | null) => users.as(who);
  const ids = (records: { pid?: number; id?: number }[]) => records.map((row) => row.pid ?? row.id);

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    await users.signInRoot();
    await users.signUp(['owen', 'mia', 'out']);
    gid = await openNightClass(t.app, users, { mia: 3 });
    const tag = (await as('root').post('/api/admin/tag', { name: 'Sauce', color: '#aa0000' }).expect(200))
      .body.data as { id: number; name: string };
    const made = (
      await as('owen')
        .post(
          '/api/group/problem',
          buildProblemBody({ problem: { gid, problemId: 'S1', title: TITLE }, tags: [{ id: tag.id }] }),
        )
        .expect(200)
    ).body.data as { pid: number; problemId: string };
    ({ pid, problemId } = made);
    sitePid = (
      await as('root')
        .post(
          '/api/admin/problem',
          buildProblemBody({ problem: { problemId: 'OPEN1', title: 'Open to all' } }),
        )
        .expect(200)
    ).body.data.pid as number;
    await as('mia')
      .post('/api/submit-problem-judge', {
        pid: await hojPid(t.app, pid),
        gid,
        language: 'C++',
        code: 'int main(){}',
      })
      .expect(200);
  });
  afterAll(() => t.close());

  it('the public problem list', async () => {
    for (const who of outsiders) {
      const page = (await as(who).get('/api/get-problem-list', { limit: 100 }).expect(200)).body.data;
      expect(ids(page.records)).toEqual([sitePid]);
      expect(JSON.stringify(page)).not.toContain(TITLE);
    }
    const member = (await as('mia').get('/api/get-problem-list', { limit: 100 }).expect(200)).body.data;
    expect(ids(member.records)).toEqual([sitePid]);
  });

  it('the public problem search by title and by display id', async () => {
    for (const who of outsiders) {
      for (const keyword of [TITLE, problemId, 'sauce']) {
        const page = (await as(who).get('/api/get-problem-list', { keyword }).expect(200)).body.data;
        expect(page).toMatchObject({ total: 0, records: [] });
      }
    }
  });

  it('the public problem detail by display id', async () => {
    for (const who of [...outsiders, 'mia']) {
      const detail = await as(who).get('/api/get-problem-detail', { problemId }).expect(404);
      expect(detail.body.msg).toBe('The problem does not exist');
    }
  });

  it("the problem detail opened in the group's scope", async () => {
    const outsider = await as('out').get('/api/get-problem-detail', { problemId, gid }).expect(403);
    expect(outsider.body.msg).toBe('You are not a member of this group');
    expect(JSON.stringify(outsider.body)).not.toContain(TITLE);
    await as(null).get('/api/get-problem-detail', { problemId, gid }).expect(401);
    const member = await as('mia').get('/api/get-problem-detail', { problemId, gid }).expect(200);
    expect(member.body.data.problem.title).toBe(TITLE);
  });

  it("the viewer's status on problems", async () => {
    const inGroup = await as('out')
      .post('/api/get-user-problem-status', { pidList: [pid], gid })
      .expect(403);
    expect(inGroup.body.msg).toBe('You are not a member of this group');
    const outside = await as('out')
      .post('/api/get-user-problem-status', { pidList: [pid] })
      .expect(200);
    expect(outside.body.data[pid].status).toBe(JudgeStatus.NOT_SUBMITTED);
    await as(null)
      .post('/api/get-user-problem-status', { pidList: [pid] })
      .expect(401);
  });

  it('the random problem', async () => {
    for (const who of outsiders) {
      for (let i = 0; i < 8; i++) {
        const pick = (await as(who).get('/api/get-random-problem').expect(200)).body.data;
        expect(pick.problemId).toBe('OPEN1');
      }
    }
  });

  it("the problem's tags", async () => {
    for (const who of outsiders) {
      const tags = await as(who).get('/api/get-problem-tags', { pid }).expect(404);
      expect(JSON.stringify(tags.body)).not.toContain('Sauce');
    }
    const member = await as('mia').get('/api/get-problem-tags', { pid }).expect(404);
    expect(member.body.msg).toBe('The problem does not exist');
    await as('out').get('/api/get-problem-tags', { pid, gid }).expect(403);
    await as(null).get('/api/get-problem-tags', { pid, gid }).expect(401);
    const inGroup = await as('mia').get('/api/get-problem-tags', { pid, gid }).expect(200);
    expect(inGroup.body.data.map((tag: { name: string }) => tag.name)).toEqual(['Sauce']);
  });

  it("the problem's languages and code templates", async () => {
    for (const who of outsiders) {
      await as(who).get('/api/get-problem-languages', { pid }).expect(404);
      await as(who).get('/api/languages', { pid }).expect(404);
      await as(who).get('/api/get-problem-code-template', { pid }).expect(404);
    }
    await as('out').get('/api/get-problem-languages', { pid, gid }).expect(403);
    await as('out').get('/api/get-problem-code-template', { pid, gid }).expect(403);
    const languages = await as('mia').get('/api/get-problem-languages', { pid, gid }).expect(200);
    expect(languages.body.data.map((l: { name: string }) => l.name)).toEqual(['C++', 'Python3']);
    await as('mia').get('/api/get-problem-code-template', { pid, gid }).expect(200);
  });

  it('the home page list of recently updated problems', async () => {
    for (const who of outsiders) {
      const recent = (await as(who).get('/api/get-recent-updated-problem').expect(200)).body.data as {
        problemId: string;
      }[];
      expect(recent.map((row) => row.problemId)).toEqual(['OPEN1']);
    }
  });

  it('the public submission list', async () => {
    for (const who of outsiders) {
      const page = (await as(who).get('/api/get-submission-list', { limit: 50 }).expect(200)).body.data;
      expect(page.records).toEqual([]);
    }
  });

  it("the group's member problem list", async () => {
    const outsider = await as('out').get('/api/group/get-problem-list', { gid }).expect(403);
    expect(outsider.body.msg).toBe('You are not a member of this group');
    await as(null).get('/api/group/get-problem-list', { gid }).expect(401);
    const member = (await as('mia').get('/api/group/get-problem-list', { gid }).expect(200)).body.data;
    expect(ids(member.records)).toEqual([pid]);
  });

  it("the group's admin problem list", async () => {
    await as('out').get('/api/group/get-admin-problem-list', { gid }).expect(403);
    await as(null).get('/api/group/get-admin-problem-list', { gid }).expect(401);
  });

  it("the group's problem form", async () => {
    const outsider = await as('out').get('/api/group/problem', { pid }).expect(404);
    expect(JSON.stringify(outsider.body)).not.toContain(TITLE);
    await as(null).get('/api/group/problem', { pid }).expect(401);
  });

  it("the group's problem cases", async () => {
    await as('out').get('/api/group/get-problem-cases', { pid }).expect(404);
    await as(null).get('/api/group/get-problem-cases', { pid }).expect(401);
  });

  it("the group's problem tags", async () => {
    await as('out').get('/api/group/get-all-problem-tags', { gid }).expect(403);
    await as(null).get('/api/group/get-all-problem-tags', { gid }).expect(401);
  });

  it('the test data download', async () => {
    const download = (who: string | null) =>
      as(who).get('/api/file/download-testcase', { pid }).buffer(true).parse(binaryParser);
    await download('out').expect(404);
    await download(null).expect(401);
    await download('mia').expect(403);
    await download('owen').expect(200);
  });
});
