import { JudgeStatus } from '@verdict/common';
import {
  ReplayServer,
  type ReplayAnswer,
  type ReplayRequest,
  type ReplayRoute,
} from '../../../../../test/utils/replay-server';
import { failureOf, recordedFixtures, redirect } from '../../../../../test/utils/remote-judge-replay';
import type { RemoteAccount } from '../remote-judge-adapter';
import { CodeforcesAdapter } from './codeforces-adapter';
import { COMPILE_ERROR_MESSAGE } from './codeforces-verdicts';

const fixture = recordedFixtures('codeforces');

const page = (name: string): ReplayAnswer => ({
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: fixture(name),
});
const html =
  (name: string): ReplayRoute =>
  () =>
    page(name);
const json =
  (name: string): ReplayRoute =>
  () => ({
    headers: { 'content-type': 'application/json;charset=UTF-8' },
    body: fixture(name),
  });
const redirectTo =
  (location: string): ReplayRoute =>
  () =>
    redirect(location);

const ALICE: RemoteAccount = { username: 'alice', password: 'secret' };
const A_PLUS_B =
  '#include <bits/stdc++.h>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b; }\n';

/**
 * Codeforces' login as the replay plays it: `/enter` hands out a session cookie, a right
 * password marks that session logged in, and pages behind the login send other sessions to
 * `/enter`, as Codeforces does.
 */
class FakeLogin {
  readonly sessions = new Set<string>();
  private issued = 0;

  routes(): Record<string, ReplayRoute> {
    return {
      'GET /enter': () => ({
        ...page('enter.html'),
        headers: {
          'content-type': 'text/html',
          'set-cookie': `JSESSIONID=S${++this.issued}; Path=/; HttpOnly`,
        },
      }),
      'POST /enter': (request) => {
        if (request.form.get('password') !== ALICE.password) return page('enter-failed.html');
        this.sessions.add(this.sessionOf(request) ?? '');
        return { status: 302, headers: { location: '/', 'set-cookie': 'X-User-Sha1=9a8b7c; Path=/' } };
      },
      'GET /': html('home-logged-in.html'),
    };
  }

  /** A page only a logged-in session sees. */
  behind(route: ReplayRoute): ReplayRoute {
    return (request) =>
      this.sessions.has(this.sessionOf(request) ?? '')
        ? route(request)
        : redirectTo(`/enter?back=${encodeURIComponent(request.path)}`)(request);
  }

  private sessionOf(request: ReplayRequest): string | undefined {
    return /JSESSIONID=(\w+)/.exec(request.headers.cookie ?? '')?.[1];
  }
}

describe('CodeforcesAdapter', () => {
  let replay: ReplayServer;
  let login: FakeLogin;
  let cf: CodeforcesAdapter;
  let gym: CodeforcesAdapter;

  beforeEach(async () => {
    login = new FakeLogin();
    replay = await ReplayServer.start(login.routes());
    cf = new CodeforcesAdapter({ name: 'CF', baseUrl: replay.baseUrl, timeoutMs: 2000 });
    gym = new CodeforcesAdapter({ name: 'GYM', baseUrl: replay.baseUrl, timeoutMs: 2000 });
  });

  afterEach(async () => {
    await replay.close();
  });

  const posts = (path: string): ReplayRequest[] =>
    replay.requests.filter((request) => request.method === 'POST' && request.path === path);

  describe('importProblem', () => {
    it('reads title, limits, statement parts, samples and link of a problemset problem', async () => {
      replay.set({ 'GET /problemset/problem/1000/A': html('problem-1000A.html') });

      const problem = await cf.importProblem('1000A');

      expect(problem).toMatchObject({
        remoteId: '1000A',
        title: 'Codehorses T-shirts',
        timeLimitMs: 2000,
        memoryLimitMb: 256,
        sourceLink: `${replay.baseUrl}/problemset/problem/1000/A`,
      });
      expect(problem.examples).toEqual([
        { input: '3\nXS\nXS\nM\nXL\nS\nXS\n', output: '2\n' },
        { input: '2\nXXXL\nXXL\nXXL\nXXXS\n', output: '1\n' },
        { input: '2\nM\nXS\nXS\nM\n', output: '0\n' },
      ]);
      expect(problem.description).toMatch(/^<p>Codehorses hands out T-shirts/);
      // Relative images point at the remote, formulas stay for the site's renderer.
      expect(problem.description).toContain(`src="${replay.baseUrl}/predownloaded/3f/7a/3f7a1b2c.png"`);
      expect(problem.input).toMatch(/^<p>The first line contains one integer \$\$\$n\$\$\$/);
      expect(problem.input).not.toContain('section-title');
      expect(problem.output).toBe(
        '<p>Print the least number of seconds Ksenia has to spend. If the lists are already equal, print $$$0$$$.</p>',
      );
      expect(problem.hint).toMatch(/^<p>In the first example/);
      expect(replay.requests[0].query.get('locale')).toBe('en');
    });

    it('reads a gym problem whose samples are split by <br>', async () => {
      replay.set({ 'GET /gym/100001/problem/A': html('problem-gym-100001A.html') });

      const problem = await gym.importProblem('100001A');

      expect(problem).toMatchObject({
        remoteId: '100001A',
        title: 'Sum of Two Numbers',
        timeLimitMs: 500,
        memoryLimitMb: 64,
        hint: '',
        examples: [{ input: '1 2\n3 4\n', output: '3\n7\n' }],
        sourceLink: `${replay.baseUrl}/gym/100001/problem/A`,
      });
    });

    it('says not-found when Codeforces sends the visitor to the problemset instead', async () => {
      replay.set({
        'GET /problemset/problem/99999/A': redirectTo('/problemset'),
        'GET /problemset': html('problemset-front.html'),
      });

      const error = await failureOf(cf.importProblem('99999A'));

      expect(error.kind).toBe('not-found');
      expect(error.message).toBe('Codeforces has no problem 99999A');
    });

    it('says not-found on a 404 and for an id that is no Codeforces id, the latter without asking', async () => {
      expect((await failureOf(gym.importProblem('100001Z'))).kind).toBe('not-found');
      const requestsBefore = replay.requests.length;
      expect((await failureOf(cf.importProblem('abc300_a'))).kind).toBe('not-found');
      expect(replay.requests).toHaveLength(requestsBefore);
    });

    it('says changed-page for a page without a problem statement', async () => {
      replay.set({ 'GET /problemset/problem/1000/A': html('challenge-page.html') });

      expect((await failureOf(cf.importProblem('1000A'))).kind).toBe('changed-page');
    });

    it('passes on a 429 as rate-limited with the wait Codeforces asked for', async () => {
      replay.set({
        'GET /problemset/problem/1000/A': () => ({ status: 429, headers: { 'retry-after': '30' } }),
      });

      const error = await failureOf(cf.importProblem('1000A'));

      expect(error.kind).toBe('rate-limited');
      expect(error.retryAfterMs).toBe(30_000);
    });

    it('gives up with timeout on a page slower than the time limit', async () => {
      const impatient = new CodeforcesAdapter({ name: 'CF', baseUrl: replay.baseUrl, timeoutMs: 100 });
      replay.set({
        'GET /problemset/problem/1000/A': () => ({ body: fixture('problem-1000A.html'), delayMs: 400 }),
      });

      expect((await failureOf(impatient.importProblem('1000A'))).kind).toBe('timeout');
    });
  });

  describe('submit', () => {
    beforeEach(() => {
      replay.set({
        'GET /problemset/submit': login.behind(html('problemset-submit.html')),
        'POST /problemset/submit': login.behind(redirectTo('/problemset/status?my=on')),
        'GET /problemset/status': html('problemset-status.html'),
        'GET /api/user.status': json('user-status.json'),
      });
    });

    it('logs in, posts the form Codeforces expects and finds the new run', async () => {
      const run = await cf.submit(ALICE, { remoteId: '1000A', language: 'C++ 17', code: A_PLUS_B });

      expect(run).toEqual({
        runId: '301234567',
        link: `${replay.baseUrl}/contest/1000/submission/301234567`,
      });
      const [loginForm] = posts('/enter');
      expect(Object.fromEntries(loginForm.form)).toMatchObject({
        csrf_token: 'b2c4e6f8a0b2c4e6f8a0b2c4e6f8a0b2',
        action: 'enter',
        handleOrEmail: 'alice',
        password: 'secret',
      });
      const [submission] = posts('/problemset/submit');
      expect(submission.query.get('csrf_token')).toBe('d4e6f8a0b2c4d6e8f0a2b4c6d8e0f2a4');
      expect(Object.fromEntries(submission.form)).toMatchObject({
        csrf_token: 'd4e6f8a0b2c4d6e8f0a2b4c6d8e0f2a4',
        action: 'submitSolutionFormSubmitted',
        submittedProblemCode: '1000A',
        programTypeId: '54',
        source: A_PLUS_B,
        tabSize: '4',
        sourceFile: '',
      });
      // The same visitor id at login and submit, as one browser.
      expect(submission.form.get('ftaa')).toMatch(/^\w{18}$/);
      expect(submission.form.get('ftaa')).toBe(loginForm.form.get('ftaa'));
      expect(submission.form.get('bfaa')).toMatch(/^[0-9a-f]{32}$/);
      const lookup = replay.requests.find((request) => request.path === '/api/user.status')!;
      expect(Object.fromEntries(lookup.query)).toEqual({ handle: 'alice', from: '1', count: '5' });
    });

    it('keeps the session: a second submission does not log in again', async () => {
      await cf.submit(ALICE, { remoteId: '1000A', language: 'C++ 20', code: A_PLUS_B });
      replay.set({
        'GET /api/user.status': () => ({
          body: JSON.stringify({
            status: 'OK',
            result: [
              { id: 301234999, creationTimeSeconds: 1736510460, problem: { contestId: 1000, index: 'A' } },
            ],
          }),
        }),
      });

      const run = await cf.submit(ALICE, { remoteId: '1000A', language: 'Python3', code: 'print(1)\n' });

      expect(run.runId).toBe('301234999');
      expect(posts('/enter')).toHaveLength(1);
      expect(posts('/problemset/submit').map((request) => request.form.get('programTypeId'))).toEqual([
        '89',
        '31',
      ]);
    });

    it('does not hand out the same run twice when Codeforces does not list the new one yet', async () => {
      await cf.submit(ALICE, { remoteId: '1000A', language: 'C++', code: A_PLUS_B });

      const error = await failureOf(
        cf.submit(ALICE, { remoteId: '1000A', language: 'C++', code: `${A_PLUS_B}\n` }),
      );

      expect(error.kind).toBe('not-found');
    });

    it('logs in again once when Codeforces ended the session', async () => {
      await cf.submit(ALICE, { remoteId: '1000A', language: 'C++', code: A_PLUS_B });
      login.sessions.clear();
      replay.set({
        'GET /api/user.status': () => ({
          body: JSON.stringify({
            status: 'OK',
            result: [{ id: 301235000, problem: { contestId: 1000, index: 'A' } }],
          }),
        }),
      });

      const run = await cf.submit(ALICE, { remoteId: '1000A', language: 'C++', code: 'int main() {}\n' });

      expect(run.runId).toBe('301235000');
      expect(posts('/enter')).toHaveLength(2);
      expect(posts('/problemset/submit')).toHaveLength(2);
    });

    it('submits to a gym by problem index and links the gym run', async () => {
      replay.set({
        'GET /gym/100001/submit': login.behind(html('gym-submit.html')),
        'POST /gym/100001/submit': login.behind(redirectTo('/gym/100001/my')),
        'GET /gym/100001/my': html('problemset-status.html'),
        'GET /api/user.status': json('user-status-gym.json'),
      });

      const run = await gym.submit(ALICE, { remoteId: '100001A', language: 'Java', code: 'class Main {}' });

      expect(run).toEqual({ runId: '301240001', link: `${replay.baseUrl}/gym/100001/submission/301240001` });
      const [submission] = posts('/gym/100001/submit');
      expect(submission.query.get('csrf_token')).toBe('e5f7a9b1c3d5e7f9a1b3c5d7e9f1a3b5');
      expect(submission.form.get('submittedProblemIndex')).toBe('A');
      expect(submission.form.has('submittedProblemCode')).toBe(false);
      expect(submission.form.get('programTypeId')).toBe('87');
    });

    it('says login-refused when Codeforces shows the login form again', async () => {
      const error = await failureOf(
        cf.submit(
          { username: 'alice', password: 'wrong' },
          { remoteId: '1000A', language: 'C++', code: A_PLUS_B },
        ),
      );

      expect(error.kind).toBe('login-refused');
      expect(error.message).toBe(
        'Codeforces refused the login of account alice: Invalid handle/email or password',
      );
      expect(posts('/problemset/submit')).toHaveLength(0);
    });

    it('says rejected with the text of the form error Codeforces showed', async () => {
      replay.set({ 'POST /problemset/submit': login.behind(html('problemset-submit-same-code.html')) });

      const error = await failureOf(cf.submit(ALICE, { remoteId: '1000A', language: 'C++', code: A_PLUS_B }));

      expect(error.kind).toBe('rejected');
      expect(error.message).toBe(
        'Codeforces rejected the submission: You have submitted exactly the same code before',
      );
    });

    it('rejects a language Codeforces does not take without a single request', async () => {
      const error = await failureOf(
        cf.submit(ALICE, { remoteId: '1000A', language: 'Pascal', code: 'begin end.' }),
      );

      expect(error.kind).toBe('rejected');
      expect(error.message).toBe('Codeforces does not take Pascal submissions');
      expect(replay.requests).toHaveLength(0);
    });
  });

  describe('poll', () => {
    const run = { runId: '301234567', link: '', remoteId: '1000A' };
    const pollWith = async (fixtureName: string) => {
      replay.set({ 'GET /api/contest.status': json(fixtureName) });
      return cf.poll(ALICE, run);
    };

    it('reads the account’s runs of the contest and waits while the run is queued or tested', async () => {
      expect(await pollWith('contest-status-queued.json')).toEqual({ done: false });
      expect(await pollWith('contest-status-testing.json')).toEqual({ done: false });
      const lookup = replay.requests.find((request) => request.path === '/api/contest.status')!;
      expect(Object.fromEntries(lookup.query)).toEqual({
        contestId: '1000',
        handle: 'alice',
        from: '1',
        count: '10',
      });
    });

    it('ends Accepted with the time and memory Codeforces measured', async () => {
      expect(await pollWith('contest-status-ok.json')).toEqual({
        done: true,
        status: JudgeStatus.ACCEPTED,
        timeMs: 46,
        memoryKb: 3800,
        errorMessage: null,
      });
    });

    it('ends Compile Error without time or memory', async () => {
      expect(await pollWith('contest-status-compilation-error.json')).toEqual({
        done: true,
        status: JudgeStatus.COMPILE_ERROR,
        timeMs: null,
        memoryKb: null,
        errorMessage: COMPILE_ERROR_MESSAGE,
      });
    });

    it('ends Wrong Answer', async () => {
      expect(await pollWith('contest-status-wrong-answer.json')).toMatchObject({
        done: true,
        status: JudgeStatus.WRONG_ANSWER,
        timeMs: 31,
        memoryKb: 100,
      });
    });

    it('says rate-limited when the API answers "Call limit exceeded"', async () => {
      replay.set({
        'GET /api/contest.status': () => ({ status: 400, body: fixture('api-call-limit.json') }),
      });

      expect((await failureOf(cf.poll(ALICE, run))).kind).toBe('rate-limited');
    });

    it('says not-found for a contest or run Codeforces does not have', async () => {
      replay.set({
        'GET /api/contest.status': () => ({ status: 400, body: fixture('api-contest-not-found.json') }),
      });
      expect((await failureOf(cf.poll(ALICE, { ...run, remoteId: '99999A' }))).kind).toBe('not-found');

      replay.set({ 'GET /api/contest.status': json('contest-status-ok.json') });
      expect((await failureOf(cf.poll(ALICE, { ...run, runId: '1' }))).kind).toBe('not-found');
    });

    it('says changed-page when the API does not answer JSON', async () => {
      replay.set({ 'GET /api/contest.status': html('challenge-page.html') });

      expect((await failureOf(cf.poll(ALICE, run))).kind).toBe('changed-page');
    });
  });

  describe('recentContests', () => {
    it('lists coming and running contests, soonest first', async () => {
      replay.set({ 'GET /api/contest.list': json('contest-list.json') });

      const contests = await cf.recentContests();

      expect(contests).toEqual([
        {
          oj: 'CF',
          title: 'Codeforces Round 1001 (Div. 1 + Div. 2)',
          startTime: 1737815700_000,
          durationSeconds: 9000,
          link: `${replay.baseUrl}/contests/2060`,
        },
        {
          oj: 'CF',
          title: 'Educational Codeforces Round 174 (Rated for Div. 2)',
          startTime: 1737822900_000,
          durationSeconds: 7200,
          link: `${replay.baseUrl}/contests/2061`,
        },
        {
          oj: 'CF',
          title: 'Codeforces Round 1002 (Div. 2)',
          startTime: 1737995700_000,
          durationSeconds: 7200,
          link: `${replay.baseUrl}/contests/2062`,
        },
      ]);
      expect(replay.requests[0].query.get('gym')).toBe('false');
    });

    it('lists gyms with a set start, linked to the gym', async () => {
      replay.set({ 'GET /api/contest.list': json('contest-list-gym.json') });

      const contests = await gym.recentContests();

      expect(contests).toEqual([
        {
          oj: 'GYM',
          title: '2025 ICPC Asia Training Contest',
          startTime: 1737900000_000,
          durationSeconds: 18000,
          link: `${replay.baseUrl}/gym/105640`,
        },
      ]);
      expect(replay.requests[0].query.get('gym')).toBe('true');
    });
  });
});
