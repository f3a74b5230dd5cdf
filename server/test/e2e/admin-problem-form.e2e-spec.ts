import request from 'supertest';
import { Role } from '@verdict/common';
import { createProblem } from '../factories/problem';
import { makeZip } from '../factories/problem-zip';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { updateProblemRow } from '../utils/group-helpers';

/**
 * What the admin problem screens need beyond the problem form itself: the review of group
 * problems that applied to be public (HOJ admin/group-problem) and who may delete problems.
 */
describe('admin problem screens', () => {
  let t: TestApp;
  const tokens: Record<'root' | 'problemAdmin' | 'admin' | 'user', string> = {
    root: '',
    problemAdmin: '',
    admin: '',
    user: '',
  };
  const http = () => request(t.app.getHttpServer());
  const list = (token: string, query: Record<string, string | number> = {}) =>
    http().get('/api/admin/group-problem/list').query(query).set('Authorization', token);
  const change = (token: string, body: Record<string, unknown>) =>
    http().put('/api/admin/group-problem/change-progress').set('Authorization', token).send(body);

  /** A problem of group `gid` at the given stage of its application (made straight in the table). */
  async function groupProblem(problemId: string, gid: number, progress: number | null): Promise<number> {
    const { pid } = await createProblem(t.app, {
      problem: { problemId, title: `Group ${problemId}`, auth: 1 },
    });
    await updateProblemRow(t.app, { id: pid }, { gid, applyPublicProgress: progress });
    return pid;
  }
  const publicDetail = (problemId: string) =>
    http().get('/api/get-problem-detail').query({ problemId }).set('Authorization', tokens.user);

  let applying: number;
  let refused: number;
  let never: number;

  beforeAll(async () => {
    t = await createTestApp();
    tokens.root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    await createUser(t.app, 'gpadmin', Role.PROBLEM_ADMIN);
    await createUser(t.app, 'gadmin', Role.ADMIN);
    await createUser(t.app, 'gplain');
    tokens.problemAdmin = await loginAs(t.app, 'gpadmin');
    tokens.admin = await loginAs(t.app, 'gadmin');
    tokens.user = await loginAs(t.app, 'gplain');
    applying = await groupProblem('GAPPLY', 7, 1);
    refused = await groupProblem('GREFUSE', 7, 1);
    never = await groupProblem('GNEVER', 8, null);
    await groupProblem('GOTHER', 9, 3);
  });
  afterAll(() => t.close());

  it.each([
    ['root (1000)', 'root', 200],
    ['a problem admin (1008)', 'problemAdmin', 200],
    ['an admin (1001), as HOJ', 'admin', 403],
    ['a normal user (1002)', 'user', 403],
  ] as const)('answers %s on the review routes', async (_who, role, status) => {
    await list(tokens[role]).expect(status);
    await change(tokens[role], { pid: 999999, progress: 2 }).expect(status === 200 ? 404 : 403);
  });

  it('refuses anonymous callers', async () => {
    await http().get('/api/admin/group-problem/list').expect(401);
    await http()
      .put('/api/admin/group-problem/change-progress')
      .send({ pid: applying, progress: 2 })
      .expect(401);
  });

  it('lists only problems that applied, pending ones first, filtered by group and keyword', async () => {
    const all = (await list(tokens.problemAdmin).expect(200)).body.data;
    expect(all.total).toBe(3);
    expect(all.records.map((p: { problemId: string }) => p.problemId)).toEqual([
      'GREFUSE',
      'GAPPLY',
      'GOTHER',
    ]);
    expect(all.records[0]).toMatchObject({ gid: 7, applyPublicProgress: 1, title: 'Group GREFUSE' });
    const ofGroup = (await list(tokens.root, { gid: 9 }).expect(200)).body.data;
    expect(ofGroup.records.map((p: { problemId: string }) => p.problemId)).toEqual(['GOTHER']);
    const found = (await list(tokens.root, { keyword: 'gapp' }).expect(200)).body.data;
    expect(found.records.map((p: { problemId: string }) => p.problemId)).toEqual(['GAPPLY']);
  });

  it.each([
    [
      'a progress other than 2 or 3',
      () => ({ pid: applying, progress: 1 }),
      'progress must be 2 (make public) or 3 (refuse)',
    ],
    ['no pid', () => ({ progress: 2 }), 'pid is required'],
    [
      'a problem that never applied',
      () => ({ pid: never, progress: 2 }),
      'The problem has not applied to be public',
    ],
  ])('answers 400 to %s', async (_what, body, message) => {
    const response = await change(tokens.root, body()).expect(400);
    expect(response.body.msg).toBe(message);
  });

  it('accepting makes the group problem a public one that students can open', async () => {
    await publicDetail('GAPPLY').expect((response) => expect(response.status).not.toBe(200));
    await change(tokens.problemAdmin, { pid: applying, progress: 2 }).expect(200);
    const detail = (await publicDetail('GAPPLY').expect(200)).body.data;
    expect(detail.problem).toMatchObject({ problemId: 'GAPPLY', title: 'Group GAPPLY' });
    const row = (await list(tokens.root, { keyword: 'GAPPLY' }).expect(200)).body.data.records[0];
    expect(row).toMatchObject({ applyPublicProgress: 2, gid: null, auth: 1 });
    const again = await change(tokens.root, { pid: applying, progress: 3 }).expect(400);
    expect(again.body.msg).toBe('The problem is already public');
  });

  it('refusing keeps the problem in its group, out of the public set', async () => {
    await change(tokens.root, { pid: refused, progress: 3 }).expect(200);
    const row = (await list(tokens.root, { keyword: 'GREFUSE' }).expect(200)).body.data.records[0];
    expect(row).toMatchObject({ applyPublicProgress: 3, gid: 7 });
    await publicDetail('GREFUSE').expect((response) => expect(response.status).not.toBe(200));
  });

  it('previews each paired file of an uploaded zip: its size and first bytes', async () => {
    const big = `${'9 '.repeat(400)}\n`;
    const zip = await makeZip([
      { name: '1.in', data: '1 2\n' },
      { name: '1.out', data: '3\n' },
      { name: '2.in', data: big },
      { name: '2.ans', data: '' },
    ]);
    const uploaded = await http()
      .post('/api/file/upload-testcase-zip')
      .set('Authorization', tokens.problemAdmin)
      .attach('file', zip, 'cases.zip')
      .expect(200);
    expect(uploaded.body.data.preview).toEqual({
      '1.in': { size: 4, head: '1 2\n' },
      '1.out': { size: 2, head: '3\n' },
      '2.in': { size: big.length, head: big.slice(0, 256) },
      '2.ans': { size: 0, head: '' },
    });
  });

  it('lets root and problem admins delete problems, but not admins (1001)', async () => {
    const { pid } = await createProblem(t.app, { problem: { problemId: 'DELME', title: 'Delete me' } });
    await http().delete('/api/admin/problem').query({ pid }).set('Authorization', tokens.admin).expect(403);
    await http()
      .delete('/api/admin/problem')
      .query({ pid })
      .set('Authorization', tokens.problemAdmin)
      .expect(200);
  });
});
