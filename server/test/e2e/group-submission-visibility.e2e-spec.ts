import request from 'supertest';
import { JudgeStatus } from '@verdict/common';
import { SiteConfigService } from '../../src/modules/site/site-config.service';
import { createUser, loginAs } from '../utils/auth-helpers';
import { aContest } from '../utils/contest-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createProblemWithCases } from '../utils/judging-helpers';
import { hojPid } from '../utils/hoj-pid';
import { reportVerdict } from '../utils/reported-verdict';

const NOT_MEMBER = 'You are not a member of this group';
const CONTEST_NOT_FOUND = 'The contest does not exist';

/**
 * A private group's submissions are the group's alone (HOJ checks membership on every
 * group read): those made in the group and in its trainings, and those of its contests. An outsider,
 * signed in or not, reads none of them on any endpoint; members and the author do.
 */
describe('group submission visibility', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const tokens: Record<string, string> = {};
  let gid: number;
  let inGroup: number;
  let inTraining: number;
  let inContest: number;

  const as = (who: string | null) => {
    const auth = <T extends request.Test>(call: T): T =>
      who ? call.set('Authorization', tokens[who]) : call;
    return {
      get: (path: string, query: Record<string, unknown> = {}) => auth(http().get(path).query(query)),
      post: (path: string, body: Record<string, unknown> = {}) => auth(http().post(path).send(body)),
    };
  };
  const submit = async (body: Record<string, unknown>) => {
    const submitted = await as('mia')
      .post('/api/submit-problem-judge', {
        language: 'C++',
        code: 'int main(){}',
        ...body,
        pid: await hojPid(t.app, body.pid as number, body.cid as number),
      })
      .expect(200);
    const submitId = submitted.body.data.submitId as number;
    await reportVerdict(t.app, submitId, { status: JudgeStatus.ACCEPTED });
    return submitId;
  };
  const submitIdsOf = (body: { data: { records: { submitId: number }[] } }) =>
    body.data.records.map((row) => row.submitId);

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    tokens.root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    const uids: Record<string, string> = {};
    for (const name of ['owen', 'mia', 'kim', 'out']) {
      uids[name] = (await createUser(t.app, name)).uid;
      tokens[name] = await loginAs(t.app, name);
    }
    await t.app.get(SiteConfigService).update({
      switch: {
        defaultCreateGroupACInitValue: 0,
        defaultCreateGroupDailyLimit: 100,
        defaultCreateGroupLimit: 100,
      },
    });
    gid = (
      await as('owen')
        .post('/api/group', { name: 'Quiet class', shortName: 'QC', auth: 3, code: 'abc123' })
        .expect(200)
    ).body.data.id as number;
    for (const name of ['mia', 'kim']) {
      await http()
        .post('/api/group/member')
        .set('Authorization', tokens[name])
        .query({ gid, reason: 'Let me in', code: 'abc123' })
        .expect(200);
      await http()
        .put('/api/group/member')
        .set('Authorization', tokens.owen)
        .send({ gid, uid: uids[name], auth: 3 })
        .expect(200);
    }
    const pid = await createProblemWithCases(t.app, tokens.root, 'GSV1', [{ input: '1 2\n', output: '3\n' }]);
    const { data: category } = (
      await as('root').post('/api/admin/training/category', { name: 'Weekly', color: '#123456' }).expect(200)
    ).body as { data: { id: number } };
    const tid = (
      await as('owen')
        .post('/api/group/training', {
          training: { title: 'Week 1', description: 'Sums.', auth: 'Public', rank: 1, gid },
          trainingCategory: { id: category.id },
        })
        .expect(200)
    ).body.data.id as number;
    await as('owen').post('/api/group/add-training-problem-from-public', { tid, pid }).expect(200);
    const cid = (
      await as('owen')
        .post('/api/group/contest', { ...aContest({ title: 'Quiet round' }), gid, visible: true })
        .expect(200)
    ).body.data.id as number;
    await as('owen')
      .post('/api/group/add-contest-problem-from-public', { cid, pid, displayId: 'A' })
      .expect(200);
    await as('mia').post('/api/register-contest', { cid }).expect(200);

    inGroup = await submit({ pid, gid });
    inTraining = await submit({ pid, tid });
    inContest = await submit({ pid, cid });
  });
  afterAll(() => t.close());

  it('lists the group’s submissions, training ones included, to members only', async () => {
    const listed = await as('kim').get('/api/get-submission-list', { gid, limit: 50 }).expect(200);
    expect(submitIdsOf(listed.body).sort()).toEqual([inGroup, inTraining].sort());
    expect((await as('out').get('/api/get-submission-list', { gid }).expect(403)).body.msg).toBe(NOT_MEMBER);
    await as(null).get('/api/get-submission-list', { gid }).expect(401);
  });

  it('keeps them out of the public submission list', async () => {
    for (const who of ['out', null]) {
      const listed = await as(who).get('/api/get-submission-list', { limit: 50 }).expect(200);
      expect(submitIdsOf(listed.body)).toEqual([]);
      const mias = await as(who).get('/api/get-submission-list', { username: 'mia', limit: 50 }).expect(200);
      expect(submitIdsOf(mias.body)).toEqual([]);
    }
  });

  it('refuses their detail to outsiders, and shows it to members and the author', async () => {
    for (const submitId of [inGroup, inTraining]) {
      const refused = await as('out').get('/api/get-submission-detail', { submitId }).expect(403);
      expect(refused.body.msg).toBe(NOT_MEMBER);
      expect(JSON.stringify(refused.body)).not.toContain('int main');
      await as(null).get('/api/get-submission-detail', { submitId }).expect(401);
      await as('kim').get('/api/get-submission-detail', { submitId }).expect(200);
      await as('mia').get('/api/get-submission-detail', { submitId }).expect(200);
    }
  });

  it('refuses a group contest submission’s detail to outsiders', async () => {
    const refused = await as('out').get('/api/get-submission-detail', { submitId: inContest }).expect(404);
    expect(refused.body.msg).toBe(CONTEST_NOT_FOUND);
    await as(null).get('/api/get-submission-detail', { submitId: inContest }).expect(404);
    await as('mia').get('/api/get-submission-detail', { submitId: inContest }).expect(200);
  });

  it('refuses their case results to outsiders', async () => {
    for (const submitId of [inGroup, inTraining]) {
      await as('out').get('/api/get-all-case-result', { submitId }).expect(403);
      await as('kim').get('/api/get-all-case-result', { submitId }).expect(200);
    }
    await as('out').get('/api/get-all-case-result', { submitId: inContest }).expect(404);
  });

  it('answers no status of them to outsiders', async () => {
    const polled = await as('out')
      .post('/api/check-submissions-status', { submitIds: [inGroup, inTraining] })
      .expect(200);
    expect(polled.body.data).toEqual({});
    const own = await as('mia')
      .post('/api/check-submissions-status', { submitIds: [inGroup, inTraining] })
      .expect(200);
    expect(
      Object.keys(own.body.data as object)
        .map(Number)
        .sort(),
    ).toEqual([inGroup, inTraining].sort());
  });

  it('leaves them out of the author’s home page', async () => {
    const home = await as('out').get('/api/get-user-home-info', { username: 'mia' }).expect(200);
    expect(home.body.data).toMatchObject({ total: 0, solvedList: [] });
  });
});
