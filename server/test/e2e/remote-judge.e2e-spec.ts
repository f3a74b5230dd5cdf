import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { isFinalStatus, JudgeStatus, Role } from '@verdict/common';
import { RemoteAccountEntity } from '../../src/modules/remote-judge/remote-judge.entities';
import { RemoteContests } from '../../src/modules/remote-judge/remote-contests';
import { TestUsers } from '../utils/api-client';
import { createUser } from '../utils/auth-helpers';
import { eventually } from '../utils/eventually';
import { aContest } from '../utils/contest-helpers';
import { createTestApp, type TestApp } from '../utils/create-test-app';
import { createProblemWithCases, waitForVerdict } from '../utils/judging-helpers';
import { openSocket } from '../utils/open-socket';
import { TcpProxy } from '../utils/tcp-proxy';

const ADD = 'a, b = map(int, input().split())\nprint(a + b)\n';
const SUBTRACT = 'a, b = map(int, input().split())\nprint(a - b)\n';
const ACCOUNT = { username: 'bridge', password: 'bridge-pass-1' };

/**
 * Two Verdict sites: "here" imports a problem of "there" (a HOJ-compatible judge reached through a
 * proxy the test can cut, which is what a stopped site looks like from here), and its users'
 * submissions are judged there under the account the back office added.
 */
describe('remote judging between two Verdict sites', () => {
  let here: TestApp;
  let there: TestApp;
  let proxy: TcpProxy;
  const local = new TestUsers(() => here.app);
  const remote = new TestUsers(() => there.app);
  let pid: number;
  let hereUrl: string;

  const submit = async (body: Record<string, unknown>, who = 'ann') =>
    (
      await local
        .as(who)
        .post('/api/submit-problem-judge', { language: 'Python3', ...body })
        .expect(200)
    ).body.data.submitId as number;
  const detail = async (submitId: number, who = 'ann') =>
    (await local.as(who).get('/api/get-submission-detail', { submitId }).expect(200)).body.data;
  const addAccount = (fields: Record<string, unknown> = {}) =>
    local.as('root').post('/api/admin/remote-judge/account', {
      oj: 'THERE',
      baseUrl: `http://127.0.0.1:${proxy.port}`,
      ...ACCOUNT,
      ...fields,
    });

  beforeAll(async () => {
    there = await createTestApp({
      EMBEDDED_JUDGER: 'true',
      JUDGE_LANGUAGES: 'Python3',
      JUDGE_WORKERS: '1',
      SUBMIT_INTERVAL_SECONDS: '0',
    });
    await there.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await TcpProxy.start({
      host: '127.0.0.1',
      port: (there.app.getHttpServer().address() as AddressInfo).port,
    });
    await remote.signInRoot();
    await createUser(there.app, ACCOUNT.username, Role.DEFAULT_USER, ACCOUNT.password);
    await createProblemWithCases(there.app, remote.tokens.root, 'SUM', [{ input: '2 3\n', output: '5\n' }], {
      timeLimit: 1500,
      memoryLimit: 128,
    });
    await remote
      .as('root')
      .post(
        '/api/admin/contest',
        aContest({
          title: 'Next Round',
          startTime: new Date(Date.now() + 86_400_000).toISOString(),
          endTime: new Date(Date.now() + 90_000_000).toISOString(),
        }),
      )
      .expect(200);

    here = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0', REMOTE_JUDGE_TICK_MS: '100' });
    await here.app.listen({ port: 0, host: '127.0.0.1' });
    hereUrl = `http://127.0.0.1:${(here.app.getHttpServer().address() as AddressInfo).port}`;
    await local.signInRoot();
    await local.signUp(['ann', 'bob']);
    await local.signUp(['pam'], Role.PROBLEM_ADMIN);
  }, 120_000);
  afterAll(async () => {
    await here?.close();
    await proxy?.cut();
    await there?.close();
  });

  it('offers no judge and no import before an account is added', async () => {
    const refused = await local
      .as('root')
      .get('/api/admin/problem/import-remote-oj-problem', { name: 'THERE', problemId: 'SUM' })
      .expect(400);
    expect(refused.body.msg).toBe(
      'This site has no account on THERE: add one in the back office before importing its problems',
    );
    expect((await local.as(null).get('/api/get-recent-other-contest').expect(200)).body.data).toEqual([]);
  });

  it("keeps an added account's password encrypted and never shows it", async () => {
    await local
      .as('pam')
      .post('/api/admin/remote-judge/account', { oj: 'THERE', ...ACCOUNT })
      .expect(403);
    const missingAddress = await local
      .as('root')
      .post('/api/admin/remote-judge/account', { oj: 'THERE', ...ACCOUNT })
      .expect(400);
    expect(missingAddress.body.msg).toBe('The address of THERE is required');
    await addAccount().expect(200);
    const twice = await addAccount().expect(400);
    expect(twice.body.msg).toBe('The account bridge on THERE is already in the pool');
    const listed = (await local.as('root').get('/api/admin/remote-judge/accounts').expect(200)).body.data;
    expect(listed).toEqual([
      expect.objectContaining({ oj: 'THERE', kind: 'hoj', username: 'bridge', enabled: true }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(ACCOUNT.password);
    const stored = await here.app
      .get(DataSource)
      .getRepository(RemoteAccountEntity)
      .findOneByOrFail({ username: 'bridge' });
    expect(stored.secret).not.toContain(ACCOUNT.password);
  });

  it("imports the problem once, with the remote's limits and its page as the source", async () => {
    await local
      .as('pam')
      .get('/api/admin/problem/import-remote-oj-problem', { name: 'there', problemId: 'SUM' })
      .expect(200);
    await local
      .as('root')
      .get('/api/admin/problem/import-remote-oj-problem', { name: 'THERE', problemId: 'SUM' })
      .expect(200);
    const problem = (
      await local.as('ann').get('/api/get-problem-detail', { problemId: 'THERE-SUM' }).expect(200)
    ).body.data.problem;
    expect(problem).toMatchObject({
      title: 'Problem SUM',
      timeLimit: 1500,
      memoryLimit: 128,
      isRemote: true,
    });
    expect(problem.source).toBe(`http://127.0.0.1:${proxy.port}/problem/SUM`);
    pid = problem.id as number;
    const list = (
      await local.as('root').get('/api/admin/problem/get-problem-list', { keyword: 'THERE-SUM' }).expect(200)
    ).body.data;
    expect(list.total).toBe(1);
    const missing = await local
      .as('root')
      .get('/api/admin/problem/import-remote-oj-problem', { name: 'THERE', problemId: 'NOPE' })
      .expect(400);
    expect(missing.body.msg).toBe('Importing THERE-NOPE failed: THERE has no problem NOPE');
  });

  it("judges a submission there and brings back that judge's verdict, time and memory", async () => {
    const socket = await openSocket(hereUrl, local.tokens.ann);
    const seen: { status: number; time: number | null }[] = [];
    const accepted = await submit({ pid: 'THERE-SUM', code: ADD });
    // The first reading of the remote run comes a second after it is sent: the verdict is pushed after this.
    const pushed = new Promise<{ status: number; time: number | null }>((resolve) =>
      socket.on('submission-status', (event: { submitId: number; status: number; time: number | null }) => {
        if (event.submitId !== accepted) return;
        seen.push(event);
        if (isFinalStatus(event.status)) resolve(event);
      }),
    );
    expect(await socket.emitWithAck('subscribe-submission', { submitId: accepted })).toMatchObject({
      ok: true,
    });
    const verdict = await waitForVerdict(here.app, accepted, 60_000);
    expect(verdict.status).toBe(JudgeStatus.ACCEPTED);
    expect(verdict.time).toEqual(expect.any(Number));
    expect(verdict.memory).toBeGreaterThan(0);
    expect(await pushed).toMatchObject({ status: JudgeStatus.ACCEPTED, time: verdict.time });
    expect(seen.map((event) => event.status)).toContain(JudgeStatus.JUDGING);
    socket.close();
    const shown = await detail(accepted);
    expect(shown.submission.judger).toBe('THERE');
    expect(shown.remoteRun).toEqual({
      oj: 'THERE',
      runId: expect.stringMatching(/^\d+$/),
      link: expect.stringContaining('/submission-detail/'),
    });
    // The run is the bridge account's there, with the same time.
    const theirs = (
      await remote
        .as('root')
        .get('/api/get-submission-detail', { submitId: shown.remoteRun.runId })
        .expect(200)
    ).body.data.submission;
    expect(theirs).toMatchObject({
      username: 'bridge',
      status: JudgeStatus.ACCEPTED,
      time: verdict.time,
      memory: verdict.memory,
    });

    const wrong = await submit({ pid: 'THERE-SUM', code: SUBTRACT });
    expect((await waitForVerdict(here.app, wrong, 60_000)).status).toBe(JudgeStatus.WRONG_ANSWER);
  }, 120_000);

  it("moves a contest's board here with the verdict from there", async () => {
    const cid = (await local.as('root').post('/api/admin/contest', aContest()).expect(200)).body.data
      .id as number;
    await local
      .as('root')
      .get('/api/admin/contest/import-remote-oj-problem', {
        name: 'THERE',
        problemId: 'SUM',
        cid,
        displayId: 'A',
      })
      .expect(200);
    const linked = (
      await local
        .as('root')
        .get('/api/admin/contest/get-problem-list', { cid, currentPage: 1, limit: 10 })
        .expect(200)
    ).body.data;
    expect(JSON.stringify(linked)).toContain(`"pid":${pid}`);
    const submitId = await submit({ pid: 'A', cid, code: ADD }, 'bob');
    await eventually(
      async () => expect((await detail(submitId, 'bob')).submission.status).toBe(JudgeStatus.ACCEPTED),
      60_000,
    );
    const board = (await local.as('bob').post('/api/get-contest-rank', { cid }).expect(200)).body.data
      .records as { username: string; ac: number }[];
    expect(board.find((row) => row.username === 'bob')).toMatchObject({ ac: 1 });
  }, 120_000);

  it('ends Submitted Failed while there is stopped, and a resubmit after it is back is judged', async () => {
    await proxy.cut();
    const failed = await submit({ pid: 'THERE-SUM', code: ADD });
    expect((await waitForVerdict(here.app, failed, 60_000)).status).toBe(JudgeStatus.SUBMITTED_FAILED);
    expect((await detail(failed)).submission.errorMessage).toBe(`127.0.0.1:${proxy.port} cannot be reached`);
    const notTheirs = await local.as('bob').get('/api/resubmit', { submitId: failed }).expect(403);
    expect(notTheirs.body.msg).toBe('You can not resubmit the code of another user');

    await proxy.restore();
    await local.as('ann').get('/api/resubmit', { submitId: failed }).expect(200);
    expect((await waitForVerdict(here.app, failed, 60_000)).status).toBe(JudgeStatus.ACCEPTED);
    const again = await local.as('ann').get('/api/resubmit', { submitId: failed }).expect(400);
    expect(again.body.msg).toBe('Only a submission that failed to submit can be resubmitted');
  }, 120_000);

  it('imports a deleted remote problem again as a new problem', async () => {
    await local.as('root').delete('/api/admin/problem', { pid }).expect(200);
    await local.as('ann').get('/api/get-problem-detail', { problemId: 'THERE-SUM' }).expect(404);
    await local
      .as('root')
      .get('/api/admin/problem/import-remote-oj-problem', { name: 'THERE', problemId: 'SUM' })
      .expect(200);
    const again = (
      await local.as('ann').get('/api/get-problem-detail', { problemId: 'THERE-SUM' }).expect(200)
    ).body.data.problem;
    expect(again.id).not.toBe(pid);
  });

  it("lists there's coming contests, and an empty list once it is out of reach", async () => {
    const contests = here.app.get(RemoteContests);
    await contests.refresh();
    const listed = (await local.as(null).get('/api/get-recent-other-contest').expect(200)).body.data;
    expect(listed).toEqual([
      expect.objectContaining({
        oj: 'THERE',
        title: 'Next Round',
        url: expect.stringMatching(/\/contest\/\d+$/),
      }),
    ]);
    await proxy.cut();
    await local
      .as('root')
      .delete('/api/admin/remote-judge/account', {
        id: (await local.as('root').get('/api/admin/remote-judge/accounts')).body.data[0].id,
      })
      .expect(200);
    await contests.refresh();
    expect((await local.as(null).get('/api/get-recent-other-contest').expect(200)).body.data).toEqual([]);
    await proxy.restore();
  });
});
