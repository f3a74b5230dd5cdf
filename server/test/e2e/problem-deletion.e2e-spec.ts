import request from 'supertest';
import { JudgerApi, JudgeStatus } from '@verdict/common';
import { badRequest } from '../../src/common/http/app.exception';
import { EventBus } from '../../src/events/event-bus';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { hojPid } from '../utils/hoj-pid';

/**
 * Deleting a problem takes everything of it along, each module removing its own rows (the
 * submissions on `problem.deleting`), in one transaction: all or nothing.
 */
describe('problem deletion', () => {
  let t: TestApp;
  let root: string;
  let ann: string;
  let annUid: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    annUid = (await createUser(t.app, 'ann')).uid;
    ann = await loginAs(t.app, 'ann');
  });
  afterAll(() => t.close());

  /** A quiz problem with a tag, and one accepted and one pending submission of ann's. */
  async function problemWithSubmissions(displayId: string) {
    const created = await http()
      .post('/api/admin/problem')
      .set('Authorization', root)
      .send({
        problem: {
          problemId: displayId,
          title: 'Quiz',
          description: 'Q1 {{select(2)}}',
          type: 1,
          model: 1,
          auth: 1,
        },
        samples: [{ input: '1', output: 'T', score: 100 }],
        languages: [],
        tags: [{ name: `tag-${displayId}` }],
      })
      .expect(200);
    const pid = created.body.data.pid as number;
    const submit = async (code: string) =>
      http()
        .post('/api/submit-problem-judge')
        .set('Authorization', ann)
        .send({ pid: await hojPid(t.app, pid), language: 'Objective', code })
        .expect(200);
    const accepted = (await submit('1.T')).body.data;
    expect(accepted.status).toBe(JudgeStatus.ACCEPTED);
    const wrong = (await submit('1.F')).body.data;
    return { pid, submitIds: [accepted.submitId as number, wrong.submitId as number] };
  }

  const home = async () =>
    (await http().get('/api/get-user-home-info').query({ uid: annUid }).expect(200)).body.data;
  const remove = (pid: number) =>
    http().delete('/api/admin/problem').query({ pid }).set('Authorization', root);

  it('removes the problem, its cases, tags links, submissions and solved mark', async () => {
    const { pid, submitIds } = await problemWithSubmissions('DEL1');
    expect(await home()).toMatchObject({ total: 2, solvedList: ['DEL1'] });

    await remove(pid).expect(200);

    await http().get('/api/get-problem-detail').query({ problemId: 'DEL1' }).expect(404);
    for (const submitId of submitIds) {
      await http().get('/api/get-submission-detail').query({ submitId }).expect(404);
    }
    const list = await http().get('/api/get-submission-list').query({ username: 'ann' }).expect(200);
    expect(list.body.data.total).toBe(0);
    expect(await home()).toMatchObject({ total: 0, solvedList: [] });
    await http()
      .get('/api/admin/problem/get-problem-cases')
      .query({ pid })
      .set('Authorization', root)
      .expect(404);
    await http()
      .get(JudgerApi.manifest)
      .query({ pid })
      .set(JudgerApi.tokenHeader, t.config.judgerToken)
      .expect(404);
  });

  it('keeps everything when any part of the deletion fails', async () => {
    const { pid, submitIds } = await problemWithSubmissions('DEL2');
    // Runs after the submissions' own listener has deleted their rows inside the transaction.
    t.app
      .get(EventBus)
      .on('problem.deleting', ({ pid: deleted }) =>
        deleted === pid ? Promise.reject(badRequest('The problem is still in use')) : Promise.resolve(),
      );

    const refused = await remove(pid).expect(400);
    expect(refused.body.msg).toBe('The problem is still in use');

    await http().get('/api/get-problem-detail').query({ problemId: 'DEL2' }).expect(200);
    for (const submitId of submitIds) {
      await http().get('/api/get-submission-detail').query({ submitId }).expect(200);
    }
    expect(await home()).toMatchObject({ total: 2, solvedList: ['DEL2'] });
    const cases = await http()
      .get('/api/admin/problem/get-problem-cases')
      .query({ pid })
      .set('Authorization', root)
      .expect(200);
    expect(cases.body.data).toHaveLength(1);
    const tags = await http().get('/api/get-problem-tags').query({ pid }).expect(200);
    expect(tags.body.data.map((tag: { name: string }) => tag.name)).toEqual(['tag-DEL2']);
  });
});
