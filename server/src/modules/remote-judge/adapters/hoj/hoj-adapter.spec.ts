import { JudgeStatus } from '@verdict/common';
import {
  ReplayServer,
  type ReplayAnswer,
  type ReplayRequest,
  type ReplayRoute,
} from '../../../../../test/utils/replay-server';
import { failureOf, recordedFixtures } from '../../../../../test/utils/remote-judge-replay';
import type { RemoteAccount } from '../remote-judge-adapter';
import { HojAdapter } from './hoj-adapter';

const fixture = recordedFixtures('hoj');

/** A JSON fixture as the answer, with HOJ's content type; HOJ puts most errors in a 200's body. */
const jsonAnswer = (name: string, status = 200, headers: Record<string, string> = {}): ReplayAnswer => ({
  status,
  headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
  body: fixture(name),
});
const json =
  (name: string, status?: number, headers?: Record<string, string>): ReplayRoute =>
  () =>
    jsonAnswer(name, status, headers);

const BRIDGE: RemoteAccount = { username: 'bridge', password: 'bridge-pass-1' };
const A_PLUS_B = 'a, b = map(int, input().split())\nprint(a + b)\n';
const SUBMIT = { remoteId: '1001', language: 'Python3', code: A_PLUS_B };
const RUN = { runId: '2001', link: '', remoteId: '1001' };

/**
 * HOJ's sign-in as the replay plays it: the right password gets a fresh token in the
 * `Authorization` response header (the body is the user's info); routes wrapped in `signedIn`
 * answer HTTP 401 to any other token, as HOJ's JwtFilter does once a token expired.
 */
class HojSignIn {
  readonly tokens = new Set<string>();
  private issued = 0;

  routes(): Record<string, ReplayRoute> {
    return {
      'POST /api/login': (request) => {
        const { username, password } = JSON.parse(request.body) as RemoteAccount;
        if (username !== BRIDGE.username || password !== BRIDGE.password)
          return jsonAnswer('login-refused.json');
        const token = `eyJhbGciOiJIUzUxMiJ9.token-${++this.issued}`;
        this.tokens.add(token);
        return jsonAnswer('login.json', 200, {
          authorization: token,
          'access-control-expose-headers': 'Authorization',
        });
      },
    };
  }

  signedIn(route: ReplayRoute): ReplayRoute {
    return (request) =>
      this.tokens.has(String(request.headers.authorization))
        ? route(request)
        : jsonAnswer('token-expired.json', 401);
  }
}

describe('HojAdapter', () => {
  let replay: ReplayServer;
  let site: HojSignIn;
  let hoj: HojAdapter;

  beforeEach(async () => {
    site = new HojSignIn();
    replay = await ReplayServer.start(site.routes());
    hoj = new HojAdapter('PEER', replay.baseUrl, 2000);
  });

  afterEach(async () => {
    await replay.close();
  });

  const requestsTo = (method: string, path: string): ReplayRequest[] =>
    replay.requests.filter((request) => request.method === method && request.path === path);

  describe('importProblem', () => {
    it('reads title, limits, statement parts, samples and link of a problem, without signing in', async () => {
      replay.set({ 'GET /api/get-problem-detail': json('problem-1001.json') });

      const problem = await hoj.importProblem('1001');

      expect(problem).toEqual({
        remoteId: '1001',
        title: 'A+B Problem',
        description: '<p>Read two integers $a$ and $b$ and print $a+b$.</p>',
        input: '<p>One line with two integers $a$ and $b$ ($|a|, |b| \\le 10^9$).</p>',
        output: '<p>One integer: $a+b$.</p>',
        hint: '<p>The sum may not fit in 32 bits.</p>',
        examples: [
          { input: '1 2\n', output: '3\n' },
          { input: '-5 5\n', output: '0\n' },
        ],
        timeLimitMs: 2000,
        memoryLimitMb: 128,
        sourceLink: `${replay.baseUrl}/problem/1001`,
      });
      expect(replay.requests).toHaveLength(1);
      expect(replay.requests[0].query.get('problemId')).toBe('1001');
      expect(replay.requests[0].headers.authorization).toBeUndefined();
    });

    it.each([
      ['HOJ, in the body of a 200', 200],
      ['another Verdict, as HTTP 404', 404],
    ])('says not-found for a problem the remote lacks (%s)', async (_who, httpStatus) => {
      replay.set({ 'GET /api/get-problem-detail': json('problem-not-found.json', httpStatus) });

      const error = await failureOf(hoj.importProblem('9999'));

      expect(error.kind).toBe('not-found');
      expect(error.message).toBe('PEER has no problem 9999');
    });

    it('says changed-page for a problem no longer in HOJ’s shape, or an answer that is not JSON', async () => {
      replay.set({ 'GET /api/get-problem-detail': json('problem-changed.json') });
      expect((await failureOf(hoj.importProblem('1001'))).kind).toBe('changed-page');

      replay.set({
        'GET /api/get-problem-detail': () => ({
          headers: { 'content-type': 'text/html' },
          body: '<!DOCTYPE html><html><body><div id="app"></div></body></html>',
        }),
      });
      expect((await failureOf(hoj.importProblem('1001'))).kind).toBe('changed-page');
    });
  });

  describe('submit', () => {
    beforeEach(() => {
      replay.set({ 'POST /api/submit-problem-judge': site.signedIn(json('submit.json')) });
    });

    it('logs in once, sends the token as authorization and the fields HOJ reads', async () => {
      const run = await hoj.submit(BRIDGE, SUBMIT);
      const again = await hoj.submit(BRIDGE, { ...SUBMIT, code: `${A_PLUS_B}\n` });

      expect(run).toEqual({ runId: '2001', link: `${replay.baseUrl}/submission-detail/2001` });
      expect(again.runId).toBe('2001');
      const logins = requestsTo('POST', '/api/login');
      expect(logins).toHaveLength(1);
      expect(JSON.parse(logins[0].body)).toEqual({ username: 'bridge', password: 'bridge-pass-1' });
      const submits = requestsTo('POST', '/api/submit-problem-judge');
      expect(submits).toHaveLength(2);
      expect(submits.map((request) => request.headers.authorization)).toEqual([
        'eyJhbGciOiJIUzUxMiJ9.token-1',
        'eyJhbGciOiJIUzUxMiJ9.token-1',
      ]);
      expect(submits[0].headers['content-type']).toBe('application/json');
      expect(JSON.parse(submits[0].body)).toMatchObject({ pid: '1001', language: 'Python3', code: A_PLUS_B });
    });

    it('says login-refused with the remote’s reason, and submits nothing', async () => {
      const error = await failureOf(hoj.submit({ username: 'bridge', password: 'wrong' }, SUBMIT));

      expect(error.kind).toBe('login-refused');
      expect(error.message).toBe('PEER refused the login of account bridge: Username or password is wrong');
      expect(requestsTo('POST', '/api/submit-problem-judge')).toHaveLength(0);
    });

    it('logs in once more when the token expired (401), then submits', async () => {
      await hoj.submit(BRIDGE, SUBMIT);
      site.tokens.clear();

      const run = await hoj.submit(BRIDGE, SUBMIT);

      expect(run.runId).toBe('2001');
      expect(requestsTo('POST', '/api/login')).toHaveLength(2);
      expect(requestsTo('POST', '/api/submit-problem-judge').map((r) => r.headers.authorization)).toEqual([
        'eyJhbGciOiJIUzUxMiJ9.token-1',
        'eyJhbGciOiJIUzUxMiJ9.token-1',
        'eyJhbGciOiJIUzUxMiJ9.token-2',
      ]);
    });

    it('does not log in over and over when a fresh token is refused too', async () => {
      replay.set({ 'POST /api/submit-problem-judge': json('token-expired.json', 401) });

      const error = await failureOf(hoj.submit(BRIDGE, SUBMIT));

      expect(error.kind).toBe('rejected');
      expect(error.message).toBe(
        'PEER rejected the submission: Login status has expired, please login again!',
      );
      expect(requestsTo('POST', '/api/login')).toHaveLength(2);
    });

    it('says rejected with the remote’s message when it refuses the submission', async () => {
      replay.set({ 'POST /api/submit-problem-judge': site.signedIn(json('submit-rejected.json')) });

      const error = await failureOf(hoj.submit(BRIDGE, SUBMIT));

      expect(error.kind).toBe('rejected');
      expect(error.message).toBe(
        'PEER rejected the submission: The language Python3 is not allowed for this problem',
      );
    });

    it('rejects a language HOJ does not name without a single request', async () => {
      const error = await failureOf(hoj.submit(BRIDGE, { ...SUBMIT, language: 'Brainfuck' }));

      expect(error.kind).toBe('rejected');
      expect(error.message).toBe('PEER does not take Brainfuck');
      expect(replay.requests).toHaveLength(0);
    });

    it.each([400, 429])(
      'says rate-limited with the wait the remote named ("please wait 5 seconds", HTTP %i)',
      async (httpStatus) => {
        replay.set({
          'POST /api/submit-problem-judge': site.signedIn(json('submit-too-fast.json', httpStatus)),
        });

        const error = await failureOf(hoj.submit(BRIDGE, SUBMIT));

        expect(error.kind).toBe('rate-limited');
        expect(error.retryAfterMs).toBe(5000);
      },
    );

    it('takes the wait of a Retry-After header', async () => {
      replay.set({
        'POST /api/submit-problem-judge': site.signedIn(() => ({
          status: 429,
          headers: { 'retry-after': '2' },
        })),
      });

      const error = await failureOf(hoj.submit(BRIDGE, SUBMIT));

      expect(error.kind).toBe('rate-limited');
      expect(error.retryAfterMs).toBe(2000);
    });

    it('gives up with timeout on a remote slower than the time limit', async () => {
      const impatient = new HojAdapter('PEER', replay.baseUrl, 200);
      replay.set({
        'POST /api/submit-problem-judge': site.signedIn(() => ({
          ...jsonAnswer('submit.json'),
          delayMs: 1000,
        })),
      });

      const error = await failureOf(impatient.submit(BRIDGE, SUBMIT));

      expect(error.kind).toBe('timeout');
      expect(error.message).toBe(`${new URL(replay.baseUrl).host} did not answer within 0.2 s`);
    });

    it('says unreachable when nothing listens at the address', async () => {
      const gone = await ReplayServer.start();
      await gone.close();

      const error = await failureOf(new HojAdapter('PEER', gone.baseUrl, 200).submit(BRIDGE, SUBMIT));

      expect(error.kind).toBe('unreachable');
      expect(error.message).toBe(`${new URL(gone.baseUrl).host} cannot be reached`);
    });
  });

  describe('poll', () => {
    const pollWith = (name: string) => {
      replay.set({ 'GET /api/get-submission-detail': site.signedIn(json(name)) });
      return hoj.poll(BRIDGE, RUN);
    };

    it('waits while the run is Pending or Judging, reading it signed in', async () => {
      expect(await pollWith('submission-pending.json')).toEqual({ done: false });
      expect(await pollWith('submission-judging.json')).toEqual({ done: false });

      const readings = requestsTo('GET', '/api/get-submission-detail');
      expect(readings.map((request) => request.query.get('submitId'))).toEqual(['2001', '2001']);
      expect(readings.map((request) => request.headers.authorization)).toEqual([
        'eyJhbGciOiJIUzUxMiJ9.token-1',
        'eyJhbGciOiJIUzUxMiJ9.token-1',
      ]);
    });

    it('ends Accepted with the time and memory the remote measured', async () => {
      expect(await pollWith('submission-accepted.json')).toEqual({
        done: true,
        status: JudgeStatus.ACCEPTED,
        timeMs: 46,
        memoryKb: 9012,
        errorMessage: null,
        score: null,
      });
    });

    it('ends Compile Error with the compiler’s output', async () => {
      expect(await pollWith('submission-compile-error.json')).toEqual({
        done: true,
        status: JudgeStatus.COMPILE_ERROR,
        timeMs: null,
        memoryKb: null,
        errorMessage:
          '  File "Main.py", line 1\n    a, b = map(int, input().split()\n                  ^\nSyntaxError: \'(\' was never closed\n',
        score: null,
      });
    });
  });

  describe('recentContests', () => {
    it('lists the contests not started yet, soonest first, linked to the remote', async () => {
      replay.set({ 'GET /api/get-contest-list': json('contest-list.json') });

      const contests = await hoj.recentContests();

      expect(contests).toEqual([
        {
          oj: 'PEER',
          title: 'Spring Cup 2024, Round 1',
          startTime: Date.UTC(2024, 3, 6, 6),
          durationSeconds: 9000,
          link: `${replay.baseUrl}/contest/41`,
        },
        {
          oj: 'PEER',
          title: 'Weekly Practice #7',
          startTime: Date.UTC(2024, 3, 8, 11),
          durationSeconds: 7200,
          link: `${replay.baseUrl}/contest/43`,
        },
        {
          oj: 'PEER',
          title: 'Spring Cup 2024, Round 2',
          startTime: Date.UTC(2024, 3, 13, 6),
          durationSeconds: 10800,
          link: `${replay.baseUrl}/contest/42`,
        },
      ]);
      expect(replay.requests[0].query.get('status')).toBe('-1');
      expect(replay.requests[0].headers.authorization).toBeUndefined();
    });

    it('says changed-page when the list has no records', async () => {
      replay.set({ 'GET /api/get-contest-list': json('problem-1001.json') });

      expect((await failureOf(hoj.recentContests())).kind).toBe('changed-page');
    });
  });
});
