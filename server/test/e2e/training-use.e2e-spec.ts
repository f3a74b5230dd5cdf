import request from 'supertest';
import { DataSource } from 'typeorm';
import { JudgeStatus, Role } from '@verdict/common';
import { UserEntity } from '../../src/modules/user/user.entity';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';
import { createProblemWithCases } from '../utils/judging-helpers';
import { reportVerdict } from '../utils/reported-verdict';
import { hojPid } from '../utils/hoj-pid';

const { ACCEPTED: AC, WRONG_ANSWER: WA, NOT_SUBMITTED } = JudgeStatus;
const A_PLUS_B = [{ input: '1 2\n', output: '3\n' }];

/**
 * Trainings as users meet them: the list, entering a private training with
 * its password, the problem list and rank, progress kept from verdicts (rejudges included), and
 * real names for training admins only.
 */
describe('trainings', () => {
  let t: TestApp;
  let root: string;
  let ann: string;
  let bob: string;
  let author: string;
  let category: number;
  let p1: number;
  let p2: number;
  let p3: number;
  let open: number;
  let locked: number;
  const http = () => request(t.app.getHttpServer());

  async function createTraining(
    token: string,
    fields: Record<string, unknown>,
    categoryId = category,
  ): Promise<number> {
    const response = await http()
      .post('/api/admin/training')
      .set('Authorization', token)
      .send({
        training: {
          title: 'Training',
          description: 'Practise **loops**.',
          auth: 'Public',
          rank: 1000,
          ...fields,
        },
        trainingCategory: { id: categoryId },
      })
      .expect(200);
    return response.body.data.id as number;
  }

  const addProblem = (tid: number, pid: number, displayId?: string) =>
    http()
      .post('/api/admin/training/add-problem-from-public')
      .set('Authorization', root)
      .send({ tid, pid, displayId })
      .expect(200);

  async function submit(token: string, pid: number, scope: Record<string, number> = {}): Promise<number> {
    const response = await http()
      .post('/api/submit-problem-judge')
      .set('Authorization', token)
      .send({ pid: await hojPid(t.app, pid), language: 'C++', code: 'int main(){}', ...scope })
      .expect(200);
    return response.body.data.submitId as number;
  }

  const get = (path: string, token: string | null, query: Record<string, unknown>) => {
    const call = http().get(path).query(query);
    return token ? call.set('Authorization', token) : call;
  };

  const listed = async (token: string | null, query: Record<string, unknown> = {}) =>
    (await get('/api/get-training-list', token, { limit: 100, ...query }).expect(200)).body.data as {
      records: Array<
        { id: number; title: string; acCount: number; problemCount: number } & Record<string, unknown>
      >;
      total: number;
    };

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    await createUser(t.app, 'ann');
    await createUser(t.app, 'bob');
    await createUser(t.app, 'pam', Role.PROBLEM_ADMIN);
    await t.app
      .get(DataSource)
      .getRepository(UserEntity)
      .update({ username: 'ann' }, { realname: 'Ann Real', school: 'North' });
    ann = await loginAs(t.app, 'ann');
    bob = await loginAs(t.app, 'bob');
    author = await loginAs(t.app, 'pam');
    category = (
      await http()
        .post('/api/admin/training/category')
        .set('Authorization', root)
        .send({ name: 'Basics', color: '#ff6600' })
        .expect(200)
    ).body.data.id as number;
    p1 = await createProblemWithCases(t.app, root, 'TR1', A_PLUS_B);
    p2 = await createProblemWithCases(t.app, root, 'TR2', A_PLUS_B);
    p3 = await createProblemWithCases(t.app, root, 'TR3', A_PLUS_B);
    open = await createTraining(author, { title: 'Open loops', rank: 1 });
    locked = await createTraining(root, {
      title: 'Locked graphs',
      auth: 'Private',
      privatePwd: 'sesame',
      rank: 2,
    });
    await addProblem(open, p1, 'A');
    await addProblem(locked, p1, 'L1');
    await addProblem(locked, p2, 'L2');
  });
  afterAll(() => t.close());

  describe('the list', () => {
    it('shows visible trainings by rank with category, problem count and auth, to anyone', async () => {
      const page = await listed(null);
      expect(page.records.slice(0, 2)).toEqual([
        expect.objectContaining({
          id: open,
          title: 'Open loops',
          auth: 'Public',
          author: 'pam',
          categoryId: category,
          categoryName: 'Basics',
          categoryColor: '#ff6600',
          problemCount: 1,
          acCount: 0,
          description: null,
        }),
        expect.objectContaining({ id: locked, auth: 'Private', problemCount: 2 }),
      ]);
      expect(page.records[1]).not.toHaveProperty('privatePwd');
    });

    it('filters by keyword, category and auth, and leaves hidden trainings out', async () => {
      const other = (
        await http()
          .post('/api/admin/training/category')
          .set('Authorization', root)
          .send({ name: 'Other', color: '#000000' })
          .expect(200)
      ).body.data.id as number;
      const hidden = await createTraining(root, { title: 'Hidden loops', status: false });
      const elsewhere = await createTraining(root, { title: 'Elsewhere' }, other);
      const ids = async (query: Record<string, unknown>) =>
        (await listed(ann, query)).records.map((r) => r.id);
      expect(await ids({ keyword: 'loops' })).toEqual([open]);
      expect(await ids({ categoryId: other })).toEqual([elsewhere]);
      expect(await ids({ auth: 'Private' })).toEqual([locked]);
      expect(await ids({})).not.toContain(hidden);
      await get('/api/get-training-detail', ann, { tid: hidden }).expect(404);
      await get('/api/get-training-list', null, { auth: 'Secret' }).expect(400);
    });

    it('pages by 15', async () => {
      for (let i = 0; i < 15; i++) await createTraining(root, { title: `Filler ${i}`, rank: 5000 });
      const first = (await get('/api/get-training-list', null, {}).expect(200)).body.data;
      expect(first.records).toHaveLength(15);
      expect(first.total).toBeGreaterThan(15);
      const second = (await get('/api/get-training-list', null, { currentPage: 2 }).expect(200)).body.data;
      expect(second.records.length).toBe(first.total - 15);
    });
  });

  describe('a private training', () => {
    it('needs a login to open at all', async () => {
      for (const path of [
        '/api/get-training-detail',
        '/api/get-training-access',
        '/api/get-training-problem-list',
        '/api/get-training-rank',
      ]) {
        await get(path, null, { tid: open }).expect(401);
      }
      await http().post('/api/register-training').send({ tid: locked, password: 'sesame' }).expect(401);
    });

    it('refuses an unregistered user on every training-scoped read and on submitting in it', async () => {
      const detail = await get('/api/get-training-detail', bob, { tid: locked }).expect(200);
      expect(detail.body.data).toMatchObject({ id: locked, title: 'Locked graphs', description: null });
      expect((await get('/api/get-training-access', bob, { tid: locked }).expect(200)).body.data).toEqual({
        access: false,
      });
      const refused = 'This training is private: register with the training password first';
      for (const path of ['/api/get-training-problem-list', '/api/get-training-rank']) {
        expect((await get(path, bob, { tid: locked }).expect(403)).body.msg).toBe(refused);
      }
      const submitted = await http()
        .post('/api/submit-problem-judge')
        .set('Authorization', bob)
        .send({ pid: await hojPid(t.app, p1), language: 'C++', code: 'int main(){}', tid: locked })
        .expect(403);
      expect(submitted.body.msg).toBe(refused);
    });

    it('asks for the password, refuses a wrong one and lets the right one in once', async () => {
      const register = (password?: string) =>
        http().post('/api/register-training').set('Authorization', bob).send({ tid: locked, password });
      expect((await register().expect(400)).body.msg).toBe('Enter the training password');
      expect((await register('').expect(400)).body.msg).toBe('Enter the training password');
      expect((await register('open-sesame').expect(400)).body.msg).toBe('Wrong training password');
      await register('sesame').expect(200);
      expect((await register('sesame').expect(400)).body.msg).toBe(
        'You have already registered for this training',
      );

      expect((await get('/api/get-training-access', bob, { tid: locked }).expect(200)).body.data.access).toBe(
        true,
      );
      const detail = await get('/api/get-training-detail', bob, { tid: locked }).expect(200);
      expect(detail.body.data.description).toBe('Practise **loops**.');
      const problems = await get('/api/get-training-problem-list', bob, { tid: locked }).expect(200);
      expect(problems.body.data.map((p: { displayId: string }) => p.displayId)).toEqual(['L1', 'L2']);
      await get('/api/get-training-rank', bob, { tid: locked }).expect(200);
    });

    it('needs no registration when public, and lets its admins in without one', async () => {
      const publicOne = await http()
        .post('/api/register-training')
        .set('Authorization', bob)
        .send({ tid: open, password: 'x' })
        .expect(400);
      expect(publicOne.body.msg).toBe('This training is public and needs no registration');
      expect(
        (await get('/api/get-training-access', root, { tid: locked }).expect(200)).body.data.access,
      ).toBe(true);
      expect((await get('/api/get-training-access', ann, { tid: open }).expect(200)).body.data.access).toBe(
        true,
      );
    });
  });

  describe('problems opened in a training', () => {
    it('must be problems of that training', async () => {
      const outside = await http()
        .post('/api/submit-problem-judge')
        .set('Authorization', ann)
        .send({ pid: await hojPid(t.app, p3), language: 'C++', code: 'int main(){}', tid: open })
        .expect(404);
      expect(outside.body.msg).toBe('The problem does not exist');
      await http()
        .post('/api/submit-problem-judge')
        .set('Authorization', ann)
        .send({ pid: await hojPid(t.app, p1), language: 'C++', code: 'int main(){}', tid: 99999 })
        .expect(404);
    });

    it('lists them with display ids, titles, tags, counters and the viewer’s own status', async () => {
      const problems = (await get('/api/get-training-problem-list', ann, { tid: open }).expect(200)).body
        .data;
      expect(problems).toEqual([
        expect.objectContaining({
          pid: p1,
          problemId: 'TR1',
          displayId: 'A',
          title: 'Problem TR1',
          difficulty: expect.any(Number),
          tags: [],
          myStatus: NOT_SUBMITTED,
        }),
      ]);
    });

    it("lists them for HOJ's focus mode, under the training's entry rules", async () => {
      const focus = (token: string, tid: number) => get('/api/get-full-screen-problem-list', token, { tid });
      expect((await focus(ann, open).expect(200)).body.data).toEqual([
        { pid: p1, problemId: 'TR1', title: 'Problem TR1', status: NOT_SUBMITTED, score: null },
      ]);
      await focus(author, locked).expect(403);
      await http().get('/api/get-full-screen-problem-list').query({ tid: open }).expect(401);
    });
  });

  describe('progress', () => {
    const acCountOf = async (token: string, tid: number) =>
      (await listed(token)).records.find((r) => r.id === tid)?.acCount;
    const myStatus = async (token: string, tid: number, pid: number) =>
      (await get('/api/get-training-problem-list', token, { tid }).expect(200)).body.data.find(
        (p: { pid: number }) => p.pid === pid,
      ).myStatus as number;
    const rankRow = async (viewer: string, tid: number, username: string) =>
      (await get('/api/get-training-rank', viewer, { tid }).expect(200)).body.data.records.find(
        (r: { username: string }) => r.username === username,
      );

    it('moves when a submission made in the training is accepted, and back when rejudged to WA', async () => {
      const submitId = await submit(ann, p1, { tid: open });
      await reportVerdict(t.app, submitId, { status: AC });
      await eventually(async () => expect(await acCountOf(ann, open)).toBe(1));
      expect(await myStatus(ann, open, p1)).toBe(AC);
      expect(await acCountOf(bob, open)).toBe(0);
      const row = await rankRow(ann, open, 'ann');
      expect(row).toMatchObject({ rank: 1, ac: 1, school: 'North', submissionInfo: { A: { status: AC } } });

      await http().get('/api/admin/judge/rejudge').query({ submitId }).set('Authorization', root).expect(200);
      await reportVerdict(t.app, submitId, { status: WA });
      await eventually(async () => expect(await acCountOf(ann, open)).toBe(0));
      expect(await myStatus(ann, open, p1)).toBe(WA);
      expect(await rankRow(ann, open, 'ann')).toMatchObject({ ac: 0, submissionInfo: { A: { status: WA } } });
    });

    it('counts public solves in every training holding the problem, and follows problems joining and leaving', async () => {
      const submitId = await submit(bob, p2);
      await reportVerdict(t.app, submitId, { status: AC });
      await eventually(async () => expect(await acCountOf(bob, locked)).toBe(1));
      expect(await acCountOf(bob, open)).toBe(0);

      await addProblem(open, p2, 'B');
      expect(await acCountOf(bob, open)).toBe(1);
      expect((await rankRow(bob, open, 'bob')).submissionInfo).toMatchObject({ B: { status: AC } });

      await http()
        .delete('/api/admin/training/problem')
        .query({ tid: open, pid: p2 })
        .set('Authorization', root)
        .expect(200);
      expect(await acCountOf(bob, open)).toBe(0);
      expect(await rankRow(bob, open, 'bob')).toBeUndefined();
    });

    it('ranks a private training’s registered users only', async () => {
      const submitId = await submit(ann, p2);
      await reportVerdict(t.app, submitId, { status: AC });
      await eventually(async () => expect(await acCountOf(ann, locked)).toBe(1));
      const rank = (await get('/api/get-training-rank', bob, { tid: locked }).expect(200)).body.data;
      expect(rank.records.map((r: { username: string }) => r.username)).toEqual(['bob']);
    });
  });

  describe('the rank', () => {
    it('shows real names to training admins only', async () => {
      const realnameSeenBy = async (token: string) =>
        (await get('/api/get-training-rank', token, { tid: open }).expect(200)).body.data.records.find(
          (r: { username: string }) => r.username === 'ann',
        ).realname;
      expect(await realnameSeenBy(author)).toBe('Ann Real');
      expect(await realnameSeenBy(root)).toBe('Ann Real');
      expect(await realnameSeenBy(bob)).toBeNull();
      expect(await realnameSeenBy(ann)).toBeNull();
    });

    it('filters by keyword and pages', async () => {
      const page = (
        await get('/api/get-training-rank', root, { tid: open, keyword: 'ANN', limit: 1 }).expect(200)
      ).body.data;
      expect(page.total).toBe(1);
      expect(page.records[0]).toMatchObject({ username: 'ann', gender: 'secrecy' });
      await get('/api/get-training-rank', root, { tid: 'x' }).expect(400);
    });
  });
});
