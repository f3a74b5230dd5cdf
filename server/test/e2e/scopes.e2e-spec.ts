import request from 'supertest';
import { JudgeStatus } from '@verdict/common';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { ContestClient } from '../utils/contest-helpers';

/**
 * Reads name their scope (`cid`, `gid`) and see only that scope's submissions: a public accepted
 * submission must not show up in a contest holding the same problem, nor in a group.
 */
describe('scoped reads', () => {
  let t: TestApp;
  let pid: number;
  let token: string;
  let cid: number;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    const root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    const created = await http()
      .post('/api/admin/problem')
      .set('Authorization', root)
      .send({
        problem: {
          problemId: 'SCQ',
          title: 'Quiz',
          description: 'Q1 {{select(2)}}',
          type: 1,
          model: 1,
          auth: 1,
        },
        samples: [{ input: '1', output: 'T', score: 100 }],
        languages: [],
      })
      .expect(200);
    pid = created.body.data.pid as number;
    const admin = new ContestClient(t.app, root);
    cid = await admin.createContest();
    await admin.addProblem(cid, pid, 'A').expect(200);
    await createUser(t.app, 'sue');
    token = await loginAs(t.app, 'sue');
    const accepted = await http()
      .post('/api/submit-problem-judge')
      .set('Authorization', token)
      .send({ pid, language: 'Objective', code: '1.T' })
      .expect(200);
    expect(accepted.body.data.status).toBe(JudgeStatus.ACCEPTED);
  });
  afterAll(() => t.close());

  it('reports problem statuses of the scope asked for', async () => {
    const statusIn = async (scope: Record<string, number>) =>
      (
        await http()
          .post('/api/get-user-problem-status')
          .set('Authorization', token)
          .send({ pidList: [pid], ...scope })
          .expect(200)
      ).body.data[pid].status as number;
    expect(await statusIn({})).toBe(JudgeStatus.ACCEPTED);
    expect(await statusIn({ cid: 0 })).toBe(JudgeStatus.ACCEPTED);
    expect(await statusIn({ cid })).toBe(JudgeStatus.NOT_SUBMITTED);
    expect(await statusIn({ gid: 4 })).toBe(JudgeStatus.NOT_SUBMITTED);
  });

  it('hands back the last accepted code of the scope asked for', async () => {
    const lastAc = async (query: Record<string, number>) =>
      (await http().get('/api/get-last-ac-code').query(query).set('Authorization', token).expect(200)).body
        .data;
    expect(await lastAc({ pid })).toMatchObject({ code: '1.T', language: 'Objective' });
    expect(await lastAc({ pid, cid })).toBeNull();
    await http()
      .get('/api/get-last-ac-code')
      .query({ pid, cid: 99999 })
      .set('Authorization', token)
      .expect(404);
  });

  it('lists the submissions of the scope asked for', async () => {
    const totalIn = async (query: Record<string, unknown>) =>
      (await http().get('/api/get-submission-list').query(query).expect(200)).body.data.total as number;
    expect(await totalIn({ username: 'sue' })).toBe(1);
    expect(await totalIn({ username: 'sue', gid: 4 })).toBe(0);
  });

  it('refuses training submissions like contest and group ones, storing nothing', async () => {
    const refused = await http()
      .post('/api/submit-problem-judge')
      .set('Authorization', token)
      .send({ pid, language: 'Objective', code: '1.T', tid: 5 })
      .expect(400);
    expect(refused.body.msg).toBe('Training submissions are not open yet');
    const list = await http().get('/api/get-submission-list').query({ username: 'sue' }).expect(200);
    expect(list.body.data.total).toBe(1);
  });
});
