import request from 'supertest';
import { Role } from '@verdict/common';
import { DataSource } from 'typeorm';
import { UserEntity } from '../../src/modules/user/user.entity';
import { SubmissionProblemStatusSource } from '../../src/modules/submission/user-problem-status.source';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createProblem } from '../factories/problem';

describe('public problem pages', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let vip: string;
  let userUid: string;
  const ids: Record<string, number> = {};
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.app, 'pubadmin', Role.ADMIN);
    userUid = (await createUser(t.app, 'pubuser')).uid;
    const vipUser = await createUser(t.app, 'pubvip');
    await t.app.get(DataSource).getRepository(UserEntity).update({ uid: vipUser.uid }, { isVip: true });
    admin = await loginAs(t.app, 'pubadmin');
    user = await loginAs(t.app, 'pubuser');
    vip = await loginAs(t.app, 'pubvip');
    ids.easy = (
      await createProblem(t.app, {
        problem: { problemId: 'E1', title: 'Easy sum', difficulty: 1 },
        tags: [{ name: 'math' }, { name: 'greedy' }],
      })
    ).pid;
    ids.hard = (
      await createProblem(t.app, {
        problem: { problemId: 'H1', title: 'Hard graph', difficulty: 6 },
        tags: [{ name: 'math' }],
      })
    ).pid;
    ids.vip = (
      await createProblem(t.app, {
        problem: { problemId: 'V1', title: 'VIP only', isVip: true, answer: 'secret' },
      })
    ).pid;
    ids.hidden = (
      await createProblem(t.app, { problem: { problemId: 'X1', title: 'Private', auth: 2 } })
    ).pid;
  });
  afterAll(() => t.close());

  it('lists public problems with counters, tags and status placeholders', async () => {
    const list = await http().get('/api/get-problem-list').query({ currentPage: 1, limit: 10 }).expect(200);
    expect(list.body.data).toMatchObject({ total: 3, current: 1, size: 10, pages: 1 });
    expect(list.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['E1', 'H1', 'V1']);
    expect(list.body.data.records[0]).toMatchObject({
      pid: ids.easy,
      id: ids.easy,
      title: 'Easy sum',
      difficulty: 1,
      tags: [{ name: 'math' }, { name: 'greedy' }],
      ac: 0,
      total: 0,
      myStatus: -10,
      isVip: false,
    });
  });

  it('filters by keyword, difficulty and all of the given tags', async () => {
    const tags = (await http().get('/api/get-all-problem-tags').expect(200)).body.data as {
      id: number;
      name: string;
    }[];
    const math = tags.find((tag) => tag.name === 'math')!.id;
    const greedy = tags.find((tag) => tag.name === 'greedy')!.id;
    const names = async (query: object) =>
      (
        (await http().get('/api/get-problem-list').query(query).expect(200)).body.data.records as {
          problemId: string;
        }[]
      ).map((r) => r.problemId);
    expect(await names({ keyword: 'graph' })).toEqual(['H1']);
    expect(await names({ keyword: 'e1' })).toEqual(['E1']);
    expect(await names({ difficulty: 6 })).toEqual(['H1']);
    expect(await names({ tagId: `${math}` })).toEqual(['E1', 'H1']);
    expect(await names({ tagId: `${math},${greedy}` })).toEqual(['E1']);
    expect(await names({ limit: 1, currentPage: 2 })).toEqual(['H1']);
    const bad = await http().get('/api/get-problem-list').query({ difficulty: 9 }).expect(400);
    expect(bad.body.msg).toBe('difficulty must be between 0 and 7');
  });

  it('gates VIP-only problems: -10 in lists, 403 on detail, open to VIP users and admins', async () => {
    const list = await http().get('/api/get-problem-list').set('Authorization', user).expect(200);
    expect(list.body.data.records.find((r: { problemId: string }) => r.problemId === 'V1')).toMatchObject({
      isVip: true,
      myStatus: -10,
    });
    const anon = await http().get('/api/get-problem-detail').query({ problemId: 'V1' }).expect(403);
    expect(anon.body.msg).toBe('This problem is only available to VIP members');
    await http()
      .get('/api/get-problem-detail')
      .query({ problemId: 'V1' })
      .set('Authorization', user)
      .expect(403);
    const forVip = await http()
      .get('/api/get-problem-detail')
      .query({ problemId: 'v1' })
      .set('Authorization', vip)
      .expect(200);
    expect(forVip.body.data.problem).toMatchObject({ problemId: 'V1', answer: 'secret' });
    await http()
      .get('/api/get-problem-detail')
      .query({ problemId: 'V1' })
      .set('Authorization', admin)
      .expect(200);
  });

  it('hides private problems from everyone but admins, and answers 404 for unknown ones', async () => {
    await http()
      .get('/api/get-problem-detail')
      .query({ problemId: 'X1' })
      .set('Authorization', user)
      .expect(404);
    await http()
      .get('/api/get-problem-detail')
      .query({ problemId: 'X1' })
      .set('Authorization', admin)
      .expect(200);
    const missing = await http().get('/api/get-problem-detail').query({ problemId: 'NOPE' }).expect(404);
    expect(missing.body.msg).toBe('The problem does not exist');
    const noParam = await http().get('/api/get-problem-detail').expect(400);
    expect(noParam.body.msg).toBe('problemId is required');
    const detail = await http().get('/api/get-problem-detail').query({ problemId: 'E1' }).expect(200);
    expect(detail.body.data.problem.answer).toBeNull();
    expect(detail.body.data.problem.spjCode).toBeUndefined();
  });

  it('picks a random problem the caller may open', async () => {
    for (let i = 0; i < 5; i++) {
      const pick = await http().get('/api/get-random-problem').expect(200);
      expect(['E1', 'H1']).toContain(pick.body.data.problemId);
    }
  });

  it('serves languages, problem languages, tags, code templates and tag classifications', async () => {
    const all = (await http().get('/api/languages').query({ all: true }).expect(200)).body.data as {
      name: string;
    }[];
    expect(all.map((l) => l.name)).toEqual(expect.arrayContaining(['C', 'C++', 'Python3', 'Java']));
    const own = await http().get('/api/languages').query({ pid: ids.easy }).expect(200);
    expect(own.body.data.map((l: { name: string }) => l.name)).toEqual(['C++', 'Python3']);
    const own2 = await http().get('/api/get-problem-languages').query({ pid: ids.easy }).expect(200);
    expect(own2.body.data.map((l: { name: string }) => l.name)).toEqual(['C++', 'Python3']);
    await http().get('/api/get-problem-languages').query({ pid: ids.hidden }).expect(404);
    const tags = await http().get('/api/get-problem-tags').query({ pid: ids.easy }).expect(200);
    expect(tags.body.data.map((tag: { name: string }) => tag.name)).toEqual(['math', 'greedy']);
    await http().get('/api/get-problem-code-template').query({ pid: ids.easy }).expect(200);
    const groups = await http()
      .get('/api/get-problem-tags-and-classification')
      .query({ oj: 'ME' })
      .expect(200);
    expect(groups.body.data).toEqual([
      { classification: null, tagList: expect.arrayContaining([expect.objectContaining({ name: 'math' })]) },
    ]);
  });

  it('saves and reads back the editor code of a logged-in user', async () => {
    await http().get('/api/get-problem-code').query({ problemID: 'E1' }).expect(401);
    const empty = await http()
      .get('/api/get-problem-code')
      .query({ problemID: 'E1' })
      .set('Authorization', user)
      .expect(200);
    expect(empty.body.data).toBeNull();
    await http()
      .post('/api/save-problem-code')
      .query({ pid: ids.easy, lang: 'C++' })
      .send({ code: 'int main(){}' })
      .expect(401);
    await http()
      .post('/api/save-problem-code')
      .query({ pid: ids.easy, lang: 'C++' })
      .set('Authorization', user)
      .send({ code: 'int main(){}' })
      .expect(200);
    await http()
      .post('/api/save-problem-code')
      .query({ pid: ids.easy, lang: 'Python3' })
      .set('Authorization', user)
      .send({ code: 'print(1)' })
      .expect(200);
    const saved = await http()
      .get('/api/get-problem-code')
      .query({ problemID: 'E1' })
      .set('Authorization', user)
      .expect(200);
    expect(saved.body.data).toEqual({ code: 'print(1)', lang: 'Python3' });
    const tooLong = await http()
      .post('/api/save-problem-code')
      .query({ pid: ids.easy, lang: 'C++' })
      .set('Authorization', user)
      .send({ code: 'x'.repeat(65536) })
      .expect(400);
    expect(tooLong.body.msg).toBe('Code Length can not exceed 65535');
    const badLang = await http()
      .post('/api/save-problem-code')
      .query({ pid: ids.easy, lang: 'Cobol' })
      .set('Authorization', user)
      .send({ code: 'x' })
      .expect(400);
    expect(badLang.body.msg).toBe('Unknown language Cobol');
    await http()
      .post('/api/save-problem-code')
      .query({ pid: ids.vip, lang: 'C++' })
      .set('Authorization', user)
      .send({ code: 'x' })
      .expect(403);
  });

  it('lists the picker with its filters and orders', async () => {
    await http().get('/api/problem/get-public-problem-list').expect(401);
    const page = await http()
      .get('/api/problem/get-public-problem-list')
      .query({ orderBy: 'pid_desc' })
      .set('Authorization', admin)
      .expect(200);
    expect(page.body.data.size).toBe(10);
    expect(page.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['V1', 'H1', 'E1']);
    const level = await http()
      .get('/api/problem/get-public-problem-list')
      .query({ level: 1, keyword: 'sum' })
      .set('Authorization', admin)
      .expect(200);
    expect(level.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['E1']);
    const bad = await http()
      .get('/api/problem/get-public-problem-list')
      .query({ orderBy: 'random' })
      .set('Authorization', admin)
      .expect(400);
    expect(bad.body.msg).toBe(
      'orderBy must be one of default, id_asc, pid_asc, pid_desc, time_desc, time_asc',
    );
  });

  it.each([
    ['/api/get-problem-languages', {}, 'pid is required'],
    ['/api/get-problem-code-template', {}, 'pid is required'],
    ['/api/get-problem-tags', { pid: 'x' }, 'pid must be a number'],
    ['/api/get-problem-list', { tagId: 'a,b' }, 'tagId must be a list of ids'],
  ])('answers 400 on %s with %j', async (path, query, message) => {
    const response = await http().get(path).query(query).expect(400);
    expect(response.body).toEqual({
      status: 400,
      msg: message,
      data: { code: expect.stringMatching(/^(BAD_REQUEST|VALIDATION_FAILED)$/) },
    });
  });

  it('reports user problem statuses as the submissions answer them, -10 otherwise', async () => {
    const bad = await http()
      .post('/api/get-user-problem-status')
      .set('Authorization', user)
      .send({})
      .expect(400);
    expect(bad.body.msg).toBe('pidList is required');
    await http()
      .post('/api/get-user-problem-status')
      .send({ pidList: [ids.easy] })
      .expect(401);
    const none = await http()
      .post('/api/get-user-problem-status')
      .set('Authorization', user)
      .send({ pidList: [ids.easy, ids.hard] })
      .expect(200);
    expect(none.body.data).toEqual({ [ids.easy]: { status: -10 }, [ids.hard]: { status: -10 } });
    jest
      .spyOn(t.app.get(SubmissionProblemStatusSource), 'statuses')
      .mockImplementation(({ uid, problemIds }) =>
        Promise.resolve(
          new Map(
            uid === userUid
              ? problemIds.filter((p) => p === ids.easy).map((p) => [p, { status: 0, score: null }])
              : [],
          ),
        ),
      );
    const some = await http()
      .post('/api/get-user-problem-status')
      .set('Authorization', user)
      .send({ pidList: [ids.easy, ids.hard] })
      .expect(200);
    expect(some.body.data).toEqual({ [ids.easy]: { status: 0, score: null }, [ids.hard]: { status: -10 } });
    const list = await http().get('/api/get-problem-list').set('Authorization', user).expect(200);
    expect(list.body.data.records.map((r: { myStatus: number }) => r.myStatus)).toEqual([0, -10, -10]);
    const detail = await http()
      .get('/api/get-problem-detail')
      .query({ problemId: 'E1' })
      .set('Authorization', user)
      .expect(200);
    expect(detail.body.data.myStatus).toBe(0);
  });
});
