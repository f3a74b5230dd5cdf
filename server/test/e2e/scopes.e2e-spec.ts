import request from 'supertest';
import { JudgeStatus } from '@verdict/common';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { ContestClient } from '../utils/contest-helpers';
import { hojPid } from '../utils/hoj-pid';

/**
 * Reads name their scope (`cid`, `gid`) and see only that scope's submissions: a public accepted
 * submission must not show up in a contest holding the same problem, nor in a group its author
 * belongs to. A scope that does not exist is not found.
 */
describe('scoped reads', () => {
  let t: TestApp;
  let pid: number;
  let token: string;
  let cid: number;
  let gid: number;
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
      .send({ pid: await hojPid(t.app, pid), language: 'Objective', code: '1.T' })
      .expect(200);
    expect(accepted.body.data.status).toBe(JudgeStatus.ACCEPTED);
    const group = await http()
      .post('/api/group')
      .set('Authorization', root)
      .send({ name: 'Scope Club', shortName: 'SCOPE', brief: 'Reads in a group', auth: 1, visible: true })
      .expect(200);
    gid = group.body.data.id as number;
    await http().post('/api/group/member').query({ gid }).set('Authorization', token).expect(200);
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
    expect(await statusIn({ gid })).toBe(JudgeStatus.NOT_SUBMITTED);
    await http()
      .post('/api/get-user-problem-status')
      .set('Authorization', token)
      .send({ pidList: [pid], gid: gid + 1000 })
      .expect(404);
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
      (await http().get('/api/get-submission-list').query(query).set('Authorization', token).expect(200)).body
        .data.total as number;
    expect(await totalIn({ username: 'sue' })).toBe(1);
    expect(await totalIn({ username: 'sue', gid })).toBe(0);
    // A group's submissions are its members' business.
    await http().get('/api/get-submission-list').query({ username: 'sue', gid }).expect(401);
  });

  it('refuses a submission into a training that does not exist, storing nothing', async () => {
    const refused = await http()
      .post('/api/submit-problem-judge')
      .set('Authorization', token)
      .send({ pid: await hojPid(t.app, pid), language: 'Objective', code: '1.T', tid: 5 })
      .expect(404);
    expect(refused.body.msg).toBe('The training does not exist');
    const list = await http().get('/api/get-submission-list').query({ username: 'sue' }).expect(200);
    expect(list.body.data.total).toBe(1);
  });
});
