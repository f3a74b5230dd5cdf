import request from 'supertest';
import { DataSource } from 'typeorm';
import { JudgeStatus, ProblemAuth, Role } from '@verdict/common';
import { DISPLAY_ID_MESSAGE } from '../../src/common/http/display-id.decorator';
import {
  TrainingProblemEntity,
  TrainingProgressEntity,
  TrainingRegisterEntity,
} from '../../src/modules/training/training.entity';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';
import { createProblemWithCases } from '../utils/judging-helpers';
import { reportVerdict } from '../utils/reported-verdict';
import { hojPid } from '../utils/hoj-pid';
import { updateProblemRow } from '../utils/group-helpers';

const A_PLUS_B = [{ input: '1 2\n', output: '3\n' }];

/** `/api/admin/training*`: roles, validation of the training form, effects. */
describe('training admin', () => {
  let t: TestApp;
  let root: string;
  let problemAdmin: string;
  let teacher: string;
  let student: string;
  let category: number;
  let pid: number;
  let hiddenPid: number;
  const http = () => request(t.app.getHttpServer());
  const as = (token: string | null, call: request.Test) => (token ? call.set('Authorization', token) : call);

  const form = (training: Record<string, unknown> = {}, categoryId: number | undefined = category) => ({
    training: { title: 'Loops', description: 'Practise loops.', auth: 'Public', rank: 1000, ...training },
    ...(categoryId === undefined ? {} : { trainingCategory: { id: categoryId } }),
  });
  const create = (token: string, body: object) => as(token, http().post('/api/admin/training')).send(body);
  async function createTraining(training: Record<string, unknown> = {}): Promise<number> {
    return (await create(root, form(training)).expect(200)).body.data.id as number;
  }

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    await createUser(t.app, 'pam', Role.PROBLEM_ADMIN);
    await createUser(t.app, 'tess', Role.TEACHER);
    await createUser(t.app, 'stu');
    problemAdmin = await loginAs(t.app, 'pam');
    teacher = await loginAs(t.app, 'tess');
    student = await loginAs(t.app, 'stu');
    category = (
      await as(root, http().post('/api/admin/training/category'))
        .send({ name: 'Basics', color: '#00aa00' })
        .expect(200)
    ).body.data.id as number;
    pid = await createProblemWithCases(t.app, root, 'TA1', A_PLUS_B);
    hiddenPid = await createProblemWithCases(t.app, root, 'TA2', A_PLUS_B);
    await updateProblemRow(t.app, { id: hiddenPid }, { auth: ProblemAuth.PRIVATE });
  });
  afterAll(() => t.close());

  it('answers 401 without a login and 403 to users and teachers on every admin route', async () => {
    const routes: Array<[string, string]> = [
      ['get', '/api/admin/training/get-training-list'],
      ['get', '/api/admin/training'],
      ['post', '/api/admin/training'],
      ['put', '/api/admin/training'],
      ['delete', '/api/admin/training'],
      ['put', '/api/admin/training/change-training-status'],
      ['get', '/api/admin/training/get-problem-list'],
      ['post', '/api/admin/training/add-problem-from-public'],
      ['put', '/api/admin/training/problem'],
      ['delete', '/api/admin/training/problem'],
    ];
    for (const [method, path] of routes) {
      const call = () => (http() as unknown as Record<string, (p: string) => request.Test>)[method](path);
      await call().expect(401);
      await as(student, call()).expect(403);
      await as(teacher, call()).expect(403);
    }
  });

  it.each([
    ['a title', () => form({ title: '  ' }), 'Title is required'],
    ['a description', () => form({ description: undefined }), 'Description is required'],
    ['a rank', () => form({ rank: undefined }), 'Rank is required'],
    ['a rank in range', () => form({ rank: 2147483648 }), 'Rank must be between 0 and 2147483647'],
    ['a non-negative rank', () => form({ rank: -1 }), 'Rank must be between 0 and 2147483647'],
    ['a category', () => ({ training: form().training }), 'Category is required'],
    ['an existing category', () => form({}, 99999), 'The training category does not exist'],
    ['a known auth', () => form({ auth: 'Secret' }), 'auth must be Public or Private'],
    ['a password when private', () => form({ auth: 'Private', privatePwd: ' ' }), 'Password is required'],
  ])('refuses a form without %s', async (_what, body, message) => {
    const response = await create(root, body()).expect(400);
    expect(response.body.msg).toBe(message);
  });

  it('creates, reads back, edits, hides and shows a training', async () => {
    const created = await create(problemAdmin, form({ auth: 'Private', privatePwd: 'pw' })).expect(200);
    const tid = created.body.data.id as number;
    expect(created.body.data).toMatchObject({
      author: 'pam',
      auth: 'Private',
      privatePwd: 'pw',
      status: true,
    });

    const read = await as(root, http().get('/api/admin/training').query({ tid })).expect(200);
    expect(read.body.data).toMatchObject({
      training: { id: tid, title: 'Loops', rank: 1000 },
      trainingCategory: { id: category, name: 'Basics', color: '#00aa00' },
    });

    await as(root, http().put('/api/admin/training'))
      .send(form({ id: tid, title: 'Loops II', auth: 'Public', rank: 7 }))
      .expect(200);
    const edited = (await as(root, http().get('/api/admin/training').query({ tid })).expect(200)).body.data
      .training;
    expect(edited).toMatchObject({
      title: 'Loops II',
      auth: 'Public',
      privatePwd: null,
      rank: 7,
      status: true,
    });

    const publicIds = async () =>
      (await http().get('/api/get-training-list').query({ limit: 100 }).expect(200)).body.data.records.map(
        (r: { id: number }) => r.id,
      );
    await as(root, http().put('/api/admin/training/change-training-status'))
      .query({ tid, status: false })
      .expect(200);
    expect(await publicIds()).not.toContain(tid);
    const adminList = await as(
      root,
      http().get('/api/admin/training/get-training-list').query({ keyword: 'Loops II' }),
    );
    expect(adminList.body.data.records).toEqual([expect.objectContaining({ id: tid, status: false })]);
    await as(root, http().put('/api/admin/training/change-training-status'))
      .query({ tid, status: true })
      .expect(200);
    expect(await publicIds()).toContain(tid);

    await as(root, http().put('/api/admin/training/change-training-status')).query({ tid }).expect(400);
    await as(root, http().get('/api/admin/training').query({ tid: 99999 })).expect(404);
  });

  it('adds public problems once, edits their display id and order, and removes them', async () => {
    const tid = await createTraining();
    const add = (body: object) =>
      as(root, http().post('/api/admin/training/add-problem-from-public')).send(body);
    await add({ tid, pid }).expect(200);
    expect((await add({ tid, pid, displayId: 'Z' }).expect(400)).body.msg).toBe(
      'The problem is already in this training',
    );
    expect((await add({ tid, pid: hiddenPid }).expect(400)).body.msg).toBe(
      'Only public problems can be added to a training',
    );
    await add({ tid, pid: 99999 }).expect(404);
    expect((await add({ pid }).expect(400)).body.msg).toBe('tid is required');
    expect((await add({ tid, pid, displayId: '../../x' }).expect(400)).body.msg).toBe(DISPLAY_ID_MESSAGE);

    const problemList = async (queryExisted: boolean) =>
      (
        await as(
          root,
          http().get('/api/admin/training/get-problem-list').query({ tid, queryExisted }),
        ).expect(200)
      ).body.data;
    const existing = await problemList(true);
    expect(existing.problemList.records.map((p: { id: number }) => p.id)).toEqual([pid]);
    expect(existing.trainingProblemMap[pid]).toMatchObject({ tid, pid, displayId: 'TA1' });
    expect((await problemList(false)).problemList.records.map((p: { id: number }) => p.id)).not.toContain(
      pid,
    );

    await as(root, http().put('/api/admin/training/problem'))
      .send({ tid, pid, displayId: 'A', rank: 3 })
      .expect(200);
    expect((await problemList(true)).trainingProblemMap[pid]).toMatchObject({ displayId: 'A', rank: 3 });
    const blank = await as(root, http().put('/api/admin/training/problem')).send({
      tid,
      pid,
      displayId: ' ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('The display id is required');
    const slipping = await as(root, http().put('/api/admin/training/problem'))
      .send({ tid, pid, displayId: 'A/../../B' })
      .expect(400);
    expect(slipping.body.msg).toBe(DISPLAY_ID_MESSAGE);
    await as(problemAdmin, http().put('/api/admin/training/problem'))
      .send({ tid, pid, displayId: 'B' })
      .expect(200);

    await as(root, http().delete('/api/admin/training/problem')).query({ tid, pid }).expect(200);
    expect((await problemList(true)).problemList.total).toBe(0);
    expect(
      (await as(root, http().delete('/api/admin/training/problem')).query({ tid, pid }).expect(404)).body.msg,
    ).toBe('The problem is not in this training');
  });

  it('deletes a training with its problems, registrations and progress, for the super admin only', async () => {
    const tid = await createTraining({ auth: 'Private', privatePwd: 'pw' });
    await as(root, http().post('/api/admin/training/add-problem-from-public')).send({ tid, pid }).expect(200);
    await as(student, http().post('/api/register-training')).send({ tid, password: 'pw' }).expect(200);
    const submitted = await as(student, http().post('/api/submit-problem-judge'))
      .send({ pid: await hojPid(t.app, pid), language: 'C++', code: 'int main(){}', tid })
      .expect(200);
    await reportVerdict(t.app, submitted.body.data.submitId as number, { status: JudgeStatus.ACCEPTED });
    const ds = t.app.get(DataSource);
    const rowsOf = async () => ({
      problems: await ds.getRepository(TrainingProblemEntity).countBy({ tid }),
      registers: await ds.getRepository(TrainingRegisterEntity).countBy({ tid }),
      progress: await ds.getRepository(TrainingProgressEntity).countBy({ tid }),
    });
    await eventually(async () => expect(await rowsOf()).toEqual({ problems: 1, registers: 1, progress: 1 }));

    await as(problemAdmin, http().delete('/api/admin/training').query({ tid })).expect(403);
    await as(root, http().delete('/api/admin/training').query({ tid })).expect(200);
    expect(await rowsOf()).toEqual({ problems: 0, registers: 0, progress: 0 });
    await as(student, http().get('/api/get-training-detail').query({ tid })).expect(404);
    await as(root, http().delete('/api/admin/training').query({ tid })).expect(404);
  });

  it('keeps a category while trainings are filed under it', async () => {
    const spare = (
      await as(root, http().post('/api/admin/training/category'))
        .send({ name: 'Spare', color: '#123456' })
        .expect(200)
    ).body.data.id as number;
    const tid = (await create(root, form({}, spare)).expect(200)).body.data.id as number;
    const refused = await as(
      root,
      http().delete('/api/admin/training/category').query({ cid: spare }),
    ).expect(400);
    expect(refused.body.msg).toBe('Trainings are filed under this category: move them to another one first');
    await as(root, http().put('/api/admin/training'))
      .send(form({ id: tid }))
      .expect(200);
    await as(root, http().delete('/api/admin/training/category').query({ cid: spare })).expect(200);
  });

  it('drops a deleted problem from its trainings with everyone’s progress on it', async () => {
    const tid = await createTraining();
    const doomed = await createProblemWithCases(t.app, root, 'TA3', A_PLUS_B);
    await as(root, http().post('/api/admin/training/add-problem-from-public'))
      .send({ tid, pid: doomed })
      .expect(200);
    const submitted = await as(student, http().post('/api/submit-problem-judge'))
      .send({ pid: await hojPid(t.app, doomed), language: 'C++', code: 'int main(){}', tid })
      .expect(200);
    await reportVerdict(t.app, submitted.body.data.submitId as number, { status: JudgeStatus.ACCEPTED });
    const acCount = async () =>
      (
        await as(student, http().get('/api/get-training-list').query({ limit: 100 })).expect(200)
      ).body.data.records.find((r: { id: number }) => r.id === tid) as {
        acCount: number;
        problemCount: number;
      };
    await eventually(async () => expect(await acCount()).toMatchObject({ acCount: 1, problemCount: 1 }));

    await as(root, http().delete('/api/admin/problem').query({ pid: doomed })).expect(200);
    expect(await acCount()).toMatchObject({ acCount: 0, problemCount: 0 });
    const problems = await as(student, http().get('/api/get-training-problem-list').query({ tid })).expect(
      200,
    );
    expect(problems.body.data).toEqual([]);
  });
});
