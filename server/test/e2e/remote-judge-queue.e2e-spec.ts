import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource, Not } from 'typeorm';
import { JudgeStatus, type RemoteAccountView } from '@verdict/common';
import { HojAdapter } from '../../src/modules/remote-judge/adapters/hoj/hoj-adapter';
import { RemoteAccountEntity, RemoteTaskEntity } from '../../src/modules/remote-judge/remote-judge.entities';
import { SubmissionEntity } from '../../src/modules/submission/submission.entity';
import { SubmissionReconcilerService } from '../../src/modules/submission/submission-reconciler.service';
import { TestUsers } from '../utils/api-client';
import { createTestApp, type TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';
import { waitForVerdict } from '../utils/judging-helpers';
import { ReplayServer, type ReplayAnswer, type ReplayRoute } from '../utils/replay-server';

const FIXTURES = join(__dirname, '../fixtures/remote-judge/hoj');
/** The parts of HOJ's envelope the replay rewrites (a run's id and code, a message). */
interface HojBody {
  msg: string;
  data: { submitId: number; code: string; submission: { submitId: number } };
}
const fixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as HojBody;
const answer = (body: unknown, status = 200, headers: Record<string, string> = {}): ReplayAnswer => ({
  status,
  headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
  body: JSON.stringify(body),
});

const ACCOUNT = { username: 'bridge', password: 'bridge-pass-1' };
const ADD = 'a, b = map(int, input().split())\nprint(a + b)\n';
/** The code of the Compile Error fixture. */
const BROKEN = 'a, b = map(int, input().split()\nprint(a + b)\n';
/** Code the remote keeps judging (status 7) while `PeerSite.holding` is on. */
const SLOW = `# slow to judge\n${ADD}`;
/** A submission the remote took and is judging: its task is `submitted`. */
const JUDGED_THERE = { status: JudgeStatus.JUDGING, waitReason: { code: 'remote-judging' } };

/**
 * A HOJ site as the replay plays it, answering with the fixtures of the adapter's replay spec:
 * login hands out a token, submit makes a run (kept with its code and the moment it came), and
 * a run reads Accepted, Compile Error for BROKEN, or Judging for SLOW while `holding`.
 */
class PeerSite {
  readonly submits: { at: number; code: string; runId: number }[] = [];
  readonly tokens = new Set<string>();
  holding = true;
  private readonly runs = new Map<number, string>();
  private issued = 0;

  routes(): Record<string, ReplayRoute> {
    return {
      'POST /api/login': () => {
        const token = `eyJhbGciOiJIUzUxMiJ9.peer-${++this.issued}`;
        this.tokens.add(token);
        return answer(fixture('login.json'), 200, { authorization: token });
      },
      'GET /api/get-problem-detail': (request) =>
        request.query.get('problemId') === '1001'
          ? answer(fixture('problem-1001.json'))
          : answer(fixture('problem-not-found.json')),
      'POST /api/submit-problem-judge': this.signedIn((request) =>
        this.accept(JSON.parse(request.body).code),
      ),
      'GET /api/get-submission-detail': this.signedIn((request) => {
        const runId = Number(request.query.get('submitId'));
        const body = fixture(this.readingOf(this.runs.get(runId) ?? ''));
        body.data.submission.submitId = runId;
        return answer(body);
      }),
    };
  }

  signedIn(route: ReplayRoute): ReplayRoute {
    return (request) =>
      this.tokens.has(String(request.headers.authorization))
        ? route(request)
        : answer(fixture('token-expired.json'), 401);
  }

  accept(code: string): ReplayAnswer {
    const runId = 2001 + this.submits.length;
    this.submits.push({ at: Date.now(), code, runId });
    this.runs.set(runId, code);
    const body = fixture('submit.json');
    Object.assign(body.data, { submitId: runId, code });
    return answer(body);
  }

  submitsOf(code: string) {
    return this.submits.filter((submit) => submit.code === code);
  }

  private readingOf(code: string): string {
    if (code === BROKEN) return 'submission-compile-error.json';
    if (code === SLOW && this.holding) return 'submission-judging.json';
    return 'submission-accepted.json';
  }
}

/**
 * The remote queue's worker against a HOJ site played by a replay server: it paces the one
 * account, waits out rate limits, turns every refusal into Submitted Failed with the remote's
 * reason, gives up on a run without verdict at the judge's limit, and the reconciler leaves
 * its attempts alone.
 */
describe('remote judge queue against a replayed HOJ site', () => {
  let t: TestApp;
  let replay: ReplayServer;
  let site: PeerSite;
  let accountId: number;
  const users = new TestUsers(() => t.app);
  const data = () => t.app.get(DataSource);

  const submit = async (code: string) =>
    (
      await users
        .as('ann')
        .post('/api/submit-problem-judge', { pid: 'PEER-1001', language: 'Python3', code })
        .expect(200)
    ).body.data.submitId as number;
  const detail = async (submitId: number, who = 'ann') =>
    (await users.as(who).get('/api/get-submission-detail', { submitId }).expect(200)).body.data.submission;
  const polled = async (submitId: number) =>
    (
      await users
        .as('ann')
        .post('/api/check-submissions-status', { submitIds: [submitId] })
        .expect(200)
    ).body.data[submitId];
  const accounts = async () =>
    (await users.as('root').get('/api/admin/remote-judge/accounts').expect(200)).body
      .data as RemoteAccountView[];
  const liveTask = (submitId: number) =>
    data()
      .getRepository(RemoteTaskEntity)
      .findOneByOrFail({ submitId, state: Not('done') });

  beforeAll(async () => {
    site = new PeerSite();
    replay = await ReplayServer.start(site.routes());
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0', REMOTE_JUDGE_TICK_MS: '100' });
    await users.signInRoot();
    await users.signUp(['ann']);
    await users
      .as('root')
      .post('/api/admin/remote-judge/account', {
        oj: 'PEER',
        kind: 'hoj',
        baseUrl: replay.baseUrl,
        ...ACCOUNT,
      })
      .expect(200);
    accountId = (await accounts())[0].id;
  });
  afterEach(() => replay.set(site.routes()));
  afterAll(async () => {
    await t?.close();
    await replay?.close();
  });

  it("imports the remote's problem with its limits and samples", async () => {
    await users
      .as('root')
      .get('/api/admin/problem/import-remote-oj-problem', { name: 'PEER', problemId: '1001' })
      .expect(200);

    const problem = (
      await users.as('ann').get('/api/get-problem-detail', { problemId: 'PEER-1001' }).expect(200)
    ).body.data.problem;
    expect(problem).toMatchObject({
      title: 'A+B Problem',
      timeLimit: 2000,
      memoryLimit: 128,
      isRemote: true,
    });
    expect(problem.examples).toBe(
      '<input>1 2\n</input><output>3\n</output><input>-5 5\n</input><output>0\n</output>',
    );
    expect(problem.source).toBe(`${replay.baseUrl}/problem/1001`);
  });

  it('holds the second submission until the account may submit again, then judges both', async () => {
    const first = await submit(ADD);
    const second = await submit(BROKEN);

    await eventually(async () => {
      expect((await detail(first)).waitReason?.code).toBe('remote-judging');
      expect((await detail(second)).waitReason).toMatchObject({
        code: 'remote-waiting-account',
        params: { judger: 'PEER' },
        text: 'Waiting for a PEER account',
      });
    });

    expect(await waitForVerdict(t.app, first, 15_000)).toMatchObject({
      status: JudgeStatus.ACCEPTED,
      time: 46,
      memory: 9012,
    });
    expect((await waitForVerdict(t.app, second, 15_000)).status).toBe(JudgeStatus.COMPILE_ERROR);
    expect((await detail(second)).errorMessage).toContain("SyntaxError: '(' was never closed");
    const [sentFirst, sentSecond] = [site.submitsOf(ADD)[0], site.submitsOf(BROKEN)[0]];
    // The adapter's pace: 1 s between two submissions of one account, as the remote counts it.
    expect(sentSecond.at - sentFirst.at).toBeGreaterThanOrEqual(1000);
  });

  it('waits out a rate limit, named in a Retry-After header or in the message, and submits again', async () => {
    let refused = 0;
    let busy = true;
    replay.set({
      'POST /api/submit-problem-judge': site.signedIn((request) => {
        if (!busy) return site.accept(JSON.parse(request.body).code);
        const tooFast = fixture('submit-too-fast.json');
        tooFast.msg = 'Submitting too fast, please wait 1 seconds and try again';
        return ++refused === 1 ? answer(tooFast, 429, { 'retry-after': '1' }) : answer(tooFast, 429);
      }),
    });
    const submitId = await submit(ADD);

    await eventually(async () => {
      expect(refused).toBeGreaterThanOrEqual(2);
      expect(await polled(submitId)).toMatchObject({
        status: JudgeStatus.PENDING,
        waitReason: { code: 'remote-waiting-account' },
      });
    });
    busy = false;

    expect((await waitForVerdict(t.app, submitId, 15_000)).status).toBe(JudgeStatus.ACCEPTED);
  });

  it('ends Submitted Failed when the remote refuses the login, and shows why on the account', async () => {
    site.tokens.clear();
    replay.set({ 'POST /api/login': () => answer(fixture('login-refused.json')) });
    const submitId = await submit(ADD);

    expect((await waitForVerdict(t.app, submitId, 15_000)).status).toBe(JudgeStatus.SUBMITTED_FAILED);
    const why = 'PEER refused the login of account bridge: Username or password is wrong';
    expect((await detail(submitId)).errorMessage).toBe(why);
    expect((await accounts())[0]).toMatchObject({ id: accountId, lastError: why });
  });

  it('ends Submitted Failed with the reason the remote refused the code, and a resubmit is judged', async () => {
    replay.set({
      'POST /api/submit-problem-judge': site.signedIn(() => answer(fixture('submit-rejected.json'))),
    });
    const submitId = await submit(ADD);

    expect((await waitForVerdict(t.app, submitId, 15_000)).status).toBe(JudgeStatus.SUBMITTED_FAILED);
    expect((await detail(submitId)).errorMessage).toBe(
      'PEER rejected the submission: The language Python3 is not allowed for this problem',
    );

    replay.set(site.routes());
    await users.as('ann').get('/api/resubmit', { submitId }).expect(200);
    expect((await waitForVerdict(t.app, submitId, 15_000)).status).toBe(JudgeStatus.ACCEPTED);
  });

  it("ends System Error once the remote gave no verdict within the judge's limit", async () => {
    site.holding = true;
    const submitId = await submit(SLOW);
    await eventually(async () => expect(await polled(submitId)).toMatchObject(JUDGED_THERE));

    const { resultLimitMs } = new HojAdapter('PEER', replay.baseUrl);
    await data()
      .getRepository(RemoteTaskEntity)
      .update(
        { submitId, state: 'submitted' },
        { submittedAt: new Date(Date.now() - resultLimitMs - 60_000), nextPollAt: null },
      );

    expect((await waitForVerdict(t.app, submitId, 15_000)).status).toBe(JudgeStatus.SYSTEM_ERROR);
    expect((await detail(submitId, 'root')).errorMessage).toBe('PEER gave no verdict within 10 minutes');
    // The reason is the remote queue's, not a judge host's: its owner reads it too.
    expect((await detail(submitId)).errorMessage).toBe('PEER gave no verdict within 10 minutes');
  });

  it('is left alone by the reconciler while its remote task is live', async () => {
    site.holding = true;
    const reconciler = t.app.get(SubmissionReconcilerService);
    const judged = await submit(SLOW);
    await eventually(async () => expect(await polled(judged)).toMatchObject(JUDGED_THERE));
    // The other waits for the account, paused for an hour.
    await data()
      .getRepository(RemoteAccountEntity)
      .update({ id: accountId }, { nextSubmitAt: new Date(Date.now() + 3_600_000) });
    const waiting = await submit(ADD);
    await eventually(async () =>
      expect((await polled(waiting)).waitReason?.code).toBe('remote-waiting-account'),
    );
    // Both untouched for a while, as the reconciler looks for (less than its own 60 s, so that its
    // timer stays out); the worker rewrites the waiting one's row each round anyway.
    for (const submitId of [judged, waiting]) {
      await data()
        .getRepository(SubmissionEntity)
        .update({ submitId }, { gmtModified: new Date(Date.now() - 10_000) });
    }

    expect(await reconciler.reconcile(0)).toBe(0);

    // Once the remote queue no longer holds the attempt, the reconciler does queue it again, to the remote.
    await data().getRepository(RemoteTaskEntity).update({ submitId: judged }, { state: 'done' });
    const sent = site.submitsOf(SLOW).length;
    await eventually(async () => expect(await reconciler.reconcile(0)).toBe(1));
    expect(await liveTask(judged)).toMatchObject({ attempt: 1, state: 'waiting' });
    site.holding = false;
    await data().getRepository(RemoteAccountEntity).update({ id: accountId }, { nextSubmitAt: null });
    expect((await waitForVerdict(t.app, judged, 15_000)).status).toBe(JudgeStatus.ACCEPTED);
    expect((await waitForVerdict(t.app, waiting, 15_000)).status).toBe(JudgeStatus.ACCEPTED);
    expect(site.submitsOf(SLOW)).toHaveLength(sent + 1);
  });

  it('ends Submitted Failed when the judge has no enabled account left', async () => {
    await users
      .as('root')
      .put('/api/admin/remote-judge/account', { id: accountId, enabled: false })
      .expect(200);
    const before = site.submits.length;
    const submitId = await submit(ADD);

    expect((await waitForVerdict(t.app, submitId, 15_000)).status).toBe(JudgeStatus.SUBMITTED_FAILED);
    expect((await detail(submitId)).errorMessage).toBe('This site has no account on PEER');
    expect(site.submits).toHaveLength(before);
  });
});
