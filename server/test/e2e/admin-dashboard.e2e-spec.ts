import request from 'supertest';
import { Role } from '@verdict/common';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { ContestClient } from '../utils/contest-helpers';
import { createProblem } from '../factories/problem';

const DAY = 24 * 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('admin dashboard', () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let problemAdmin: string;
  let user: string;
  const http = () => request(t.app.getHttpServer());
  const info = (token: string) =>
    http().get('/api/admin/dashboard/get-dashboard-info').set('Authorization', token);

  beforeAll(async () => {
    t = await createTestApp();
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    await createUser(t.app, 'dadmin', Role.ADMIN);
    await createUser(t.app, 'dpadmin', Role.PROBLEM_ADMIN);
    await createUser(t.app, 'dplain');
    admin = await loginAs(t.app, 'dadmin');
    problemAdmin = await loginAs(t.app, 'dpadmin');
    user = await loginAs(t.app, 'dplain');
  });
  afterAll(() => t.close());

  it('counts users, problems, contests and lists only the contests of the last 14 days', async () => {
    const before = (await info(root).expect(200)).body.data;
    expect(before).toMatchObject({ userCount: 4, problemCount: 0, contestCount: 0, todaySubmissionCount: 0 });
    expect(before.recentContests).toEqual([]);

    await createProblem(t.app, { problem: { problemId: 'DASH1', title: 'Counted' } });
    const contests = new ContestClient(t.app, root);
    await contests.createContest({
      title: 'Three weeks ago',
      startTime: at(-21 * DAY),
      endTime: at(-20 * DAY),
    });
    const lastWeek = await contests.createContest({
      title: 'Last week',
      startTime: at(-7 * DAY),
      endTime: at(-7 * DAY + 3600_000),
    });
    const running = await contests.createContest({ title: 'Running now' });

    const after = (await info(admin).expect(200)).body.data;
    expect(after).toMatchObject({ userCount: 4, problemCount: 1, contestCount: 3 });
    expect(after.recentContests.map((c: { id: number }) => c.id)).toEqual([running, lastWeek]);
    expect(after.recentContests[0]).toMatchObject({ title: 'Running now', type: 0, auth: 0 });
  });

  it('is open to problem admins (HOJ) and refuses normal users and anonymous callers', async () => {
    await info(problemAdmin).expect(200);
    const refused = await info(user).expect(403);
    expect(refused.body.msg).toEqual(expect.any(String));
    await http().get('/api/admin/dashboard/get-dashboard-info').expect(401);
  });

  it('refuses normal users the judge servers and the queue the dashboard also shows', async () => {
    await http().get('/api/admin/config/get-judge-service-info').set('Authorization', user).expect(403);
    await http().get('/api/admin/judge/queue').set('Authorization', user).expect(403);
    const queue = (await http().get('/api/admin/judge/queue').set('Authorization', root).expect(200)).body
      .data;
    expect(queue).toMatchObject({ inProgress: [], stuck: 0 });
  });
});
