import { findLanguage, JudgeStatus } from '@verdict/common';
import {
  ReplayServer,
  type ReplayAnswer,
  type ReplayRequest,
  type ReplayRoute,
} from '../../../../../test/utils/replay-server';
import { failureOf, recordedFixtures, redirect } from '../../../../../test/utils/remote-judge-replay';
import { AtCoderAdapter } from './atcoder-adapter';
import { atCoderVerdict } from './atcoder-verdicts';

const fixture = recordedFixtures('atcoder');
/** The token AtCoder's pages carry, as a form sends it (the pages write its `+` as `&#43;`). */
const TOKEN = 'Xy9b2Vq+Jd0rW1pO7n4k3lU8c6tZsAaQe5mHfGiL2xY=';
const ALICE = { username: 'alice', password: 'secret' };
const RUN_ID = '41234570';
const SUBMIT = { remoteId: 'abc300_a', language: 'Python3', code: 'print(1)\n' };

function page(name: string, status = 200): ReplayRoute {
  return () => ({ status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: fixture(name) });
}

function json(name: string): ReplayAnswer {
  return { headers: { 'content-type': 'application/json; charset=utf-8' }, body: fixture(name) };
}

/**
 * AtCoder's login as the replay plays it: POST /login with the right password and token sets a
 * session cookie and goes home; a wrong one goes back to /login with a flash the page then shows.
 * Routes wrapped in `loggedIn` send a visitor without a live session to /login, as AtCoder does.
 */
class AtCoderSite {
  readonly sessions = new Set<string>();
  private issued = 0;

  routes(): Record<string, ReplayRoute> {
    return {
      'GET /login': (request) =>
        page(/REVEL_FLASH=/.test(cookieOf(request)) ? 'login-failed.html' : 'login.html')(request),
      'POST /login': (request) => {
        const form = request.form;
        if (form.get('password') !== ALICE.password || form.get('csrf_token') !== TOKEN) {
          return redirect('/login', 'REVEL_FLASH=%00error%3AUsername+or+Password+is+incorrect.%00; Path=/');
        }
        const session = `session-${++this.issued}`;
        this.sessions.add(session);
        return redirect('/home', `REVEL_SESSION=${session}; Path=/; HttpOnly`);
      },
      'GET /home': page('home.html'),
    };
  }

  loggedIn(route: ReplayRoute): ReplayRoute {
    return (request) => {
      const session = /REVEL_SESSION=([^;]+)/.exec(cookieOf(request))?.[1];
      if (!session || !this.sessions.has(session)) {
        return redirect(`/login?continue=${encodeURIComponent(`https://atcoder.jp${request.url}`)}`);
      }
      return route(request);
    };
  }

  /** The remote forgets every session (expired, or logged out elsewhere). */
  expireSessions(): void {
    this.sessions.clear();
  }
}

function cookieOf(request: ReplayRequest): string {
  return request.headers.cookie ?? '';
}

describe('AtCoderAdapter', () => {
  let replay: ReplayServer;
  let site: AtCoderSite;
  let adapter: AtCoderAdapter;

  beforeEach(async () => {
    site = new AtCoderSite();
    replay = await ReplayServer.start(site.routes());
    adapter = new AtCoderAdapter({ baseUrl: replay.baseUrl, timeoutMs: 2000 });
  });

  afterEach(async () => {
    await replay.close();
  });

  const posts = (path: string) => replay.requests.filter((r) => r.method === 'POST' && r.path === path);

  describe('importProblem', () => {
    it('reads the English statement, limits, samples and link of a task', async () => {
      replay.set({ 'GET /contests/abc300/tasks/abc300_a': page('task-abc300_a.html') });

      const problem = await adapter.importProblem('abc300_a');

      expect(replay.requests[0].query.get('lang')).toBe('en');
      expect(problem).toMatchObject({
        remoteId: 'abc300_a',
        title: 'A - N-choice question',
        timeLimitMs: 2000,
        memoryLimitMb: 1024,
        sourceLink: `${replay.baseUrl}/contests/abc300/tasks/abc300_a`,
        output: '<p>Print the answer as an integer.</p>',
        hint: '',
      });
      expect(problem.examples).toEqual([
        { input: '3 125 175\n200 300 400\n', output: '2\n' },
        { input: '1 1 1\n2\n', output: '1\n' },
        { input: '5 123 456\n135 246 357 468 579\n', output: '5\n' },
      ]);
      expect(problem.description).toContain('Given integers <var>A</var> and <var>B</var>');
      expect(problem.description).toContain('<h3>Constraints</h3>');
      expect(problem.description).toContain('<var>1 \\le N \\le 300</var>');
      expect(problem.description).not.toContain('Score');
      expect(problem.description).not.toContain('問題文');
      expect(problem.input).toContain('<pre><var>N</var> <var>A</var> <var>B</var>');
      expect(problem.input).not.toContain('<h3>');
    });

    it('reports a task AtCoder does not have as not found', async () => {
      replay.set({ 'GET /contests/abc300/tasks/abc300_z': () => ({ status: 404, body: '404 Not Found' }) });

      const error = await failureOf(adapter.importProblem('abc300_z'));

      expect(error.kind).toBe('not-found');
      expect(error.message).toBe('AtCoder has no open task abc300_z');
    });

    it('refuses an id that is not a task id without asking AtCoder', async () => {
      expect((await failureOf(adapter.importProblem('abc300'))).kind).toBe('not-found');
      expect(replay.requests).toHaveLength(0);
    });

    it('reports a page without a task statement as changed', async () => {
      replay.set({ 'GET /contests/abc300/tasks/abc300_a': page('task-changed.html') });

      expect((await failureOf(adapter.importProblem('abc300_a'))).kind).toBe('changed-page');
    });

    it('times out on a remote that does not answer in time', async () => {
      const impatient = new AtCoderAdapter({ baseUrl: replay.baseUrl, timeoutMs: 200 });
      replay.set({
        'GET /contests/abc300/tasks/abc300_a': () => ({ delayMs: 1000, body: fixture('task-abc300_a.html') }),
      });

      expect((await failureOf(impatient.importProblem('abc300_a'))).kind).toBe('timeout');
    });
  });

  describe('submit', () => {
    beforeEach(() => {
      replay.set({
        'GET /contests/abc300/submit': site.loggedIn(page('submit.html')),
        'POST /contests/abc300/submit': site.loggedIn(() => redirect('/contests/abc300/submissions/me')),
        'GET /contests/abc300/submissions/me': site.loggedIn(page('submissions-me.html')),
      });
    });

    it('logs in, posts the form and finds the newest run of the task', async () => {
      const run = await adapter.submit(ALICE, SUBMIT);

      expect(run).toEqual({ runId: RUN_ID, link: `${replay.baseUrl}/contests/abc300/submissions/${RUN_ID}` });
      const [login] = posts('/login');
      expect(Object.fromEntries(login.form)).toEqual({
        username: 'alice',
        password: 'secret',
        csrf_token: TOKEN,
      });
      const [submission] = posts('/contests/abc300/submit');
      expect(Object.fromEntries(submission.form)).toEqual({
        'data.TaskScreenName': 'abc300_a',
        'data.LanguageId': '5055',
        sourceCode: 'print(1)\n',
        csrf_token: TOKEN,
      });
      expect(submission.headers.cookie).toContain('REVEL_SESSION=session-1');
    });

    it('keeps the session for the next submission of the account', async () => {
      await adapter.submit(ALICE, SUBMIT);
      await adapter.submit(ALICE, { ...SUBMIT, language: 'C++ 20' });

      expect(posts('/login')).toHaveLength(1);
      expect(posts('/contests/abc300/submit').map((r) => r.form.get('data.LanguageId'))).toEqual([
        '5055',
        '5001',
      ]);
    });

    it('logs in again once when the session has expired', async () => {
      await adapter.submit(ALICE, SUBMIT);
      site.expireSessions();

      const run = await adapter.submit(ALICE, SUBMIT);

      expect(run.runId).toBe(RUN_ID);
      expect(posts('/login')).toHaveLength(2);
      expect(posts('/contests/abc300/submit')).toHaveLength(2);
    });

    it('reports a refused login without submitting', async () => {
      const error = await failureOf(adapter.submit({ username: 'alice', password: 'wrong' }, SUBMIT));

      expect(error.kind).toBe('login-refused');
      expect(error.message).toBe(
        'AtCoder refused the login of account alice: Username or Password is incorrect.',
      );
      expect(posts('/contests/abc300/submit')).toHaveLength(0);
    });

    it("reports a refused submission with AtCoder's words", async () => {
      replay.set({ 'POST /contests/abc300/submit': site.loggedIn(page('submit-error.html')) });

      const error = await failureOf(adapter.submit(ALICE, SUBMIT));

      expect(error.kind).toBe('rejected');
      expect(error.message).toBe('AtCoder: The source code is too long (maximum 512 KiB).');
    });

    it('reports a flash asking to wait as a rate limit', async () => {
      const slowDown = fixture('submit-error.html').replace(
        'The source code is too long (maximum 512 KiB).',
        'Wait a few seconds before submitting again.',
      );
      replay.set({ 'POST /contests/abc300/submit': site.loggedIn(() => ({ body: slowDown })) });

      const error = await failureOf(adapter.submit(ALICE, SUBMIT));

      expect(error.kind).toBe('rate-limited');
      expect(error.message).toBe('AtCoder: Wait a few seconds before submitting again.');
    });

    it('reports a 429 as a rate limit with the wait AtCoder asks for', async () => {
      replay.set({
        'POST /contests/abc300/submit': () => ({ status: 429, headers: { 'retry-after': '30' } }),
      });

      const error = await failureOf(adapter.submit(ALICE, SUBMIT));

      expect(error.kind).toBe('rate-limited');
      expect(error.retryAfterMs).toBe(30_000);
    });

    it('refuses a language AtCoder does not take without any request', async () => {
      const error = await failureOf(adapter.submit(ALICE, { ...SUBMIT, language: 'Brainfuck' }));

      expect(error.kind).toBe('rejected');
      expect(error.message).toBe('AtCoder does not take Brainfuck');
      expect(replay.requests).toHaveLength(0);
    });
  });

  describe('poll', () => {
    const run = { remoteId: 'abc300_a', runId: RUN_ID, link: '' };
    const statusPath = 'GET /contests/abc300/submissions/me/status/json';

    function answers(...names: string[]): ReplayRoute {
      let next = 0;
      return () => json(names[Math.min(next++, names.length - 1)]);
    }

    it('waits while AtCoder judges, then reads the verdict, time and memory', async () => {
      replay.set({
        [statusPath]: site.loggedIn(answers('status-pending.json', 'status-progress.json', 'status-ac.json')),
      });

      expect(await adapter.poll(ALICE, run)).toEqual({ done: false });
      expect(await adapter.poll(ALICE, run)).toEqual({ done: false });
      expect(await adapter.poll(ALICE, run)).toEqual({
        done: true,
        status: JudgeStatus.ACCEPTED,
        timeMs: 12,
        memoryKb: 3648,
        errorMessage: null,
      });
      const asked = replay.requests.filter((r) => r.path.endsWith('/status/json'));
      expect(asked.map((r) => r.query.get('sids[]'))).toEqual([RUN_ID, RUN_ID, RUN_ID]);
      expect(posts('/login')).toHaveLength(1);
    });

    it('reads a wrong answer', async () => {
      replay.set({ [statusPath]: site.loggedIn(answers('status-wa.json')) });

      expect(await adapter.poll(ALICE, run)).toEqual({
        done: true,
        status: JudgeStatus.WRONG_ANSWER,
        timeMs: 25,
        memoryKb: 10160,
        errorMessage: null,
      });
    });

    it("reads a compile error's message from the submission page", async () => {
      replay.set({
        [statusPath]: site.loggedIn(answers('status-ce.json')),
        [`GET /contests/abc300/submissions/${RUN_ID}`]: site.loggedIn(page('submission-ce.html')),
      });

      const state = await adapter.poll(ALICE, run);

      expect(state).toMatchObject({
        done: true,
        status: JudgeStatus.COMPILE_ERROR,
        timeMs: null,
        memoryKb: null,
      });
      expect(state.done && state.errorMessage).toBe(
        "Main.cpp: In function 'int main()':\n" +
          "Main.cpp:2:27: error: 'x' was not declared in this scope\n" +
          '    2 | int main() { return x; }\n' +
          '      |                     ^',
      );
    });

    it('still ends a compile error when its page cannot be read', async () => {
      replay.set({ [statusPath]: site.loggedIn(answers('status-ce.json')) });

      expect(await adapter.poll(ALICE, run)).toMatchObject({
        done: true,
        status: JudgeStatus.COMPILE_ERROR,
        errorMessage: null,
      });
    });

    it('reports a run AtCoder does not list as not found', async () => {
      replay.set({ [statusPath]: site.loggedIn(() => ({ body: '{"Result":{},"Interval":10000}' })) });

      expect((await failureOf(adapter.poll(ALICE, run))).kind).toBe('not-found');
    });
  });

  describe('recentContests', () => {
    it('lists running and upcoming contests, soonest first, at most ten', async () => {
      replay.set({ 'GET /contests/': page('contests.html') });

      const contests = await adapter.recentContests();

      expect(replay.requests[0].query.get('lang')).toBe('en');
      expect(contests).toHaveLength(10);
      expect(contests[0]).toEqual({
        oj: 'AC',
        title: 'AtCoder Heuristic Contest 060',
        startTime: Date.UTC(2026, 10, 21, 6, 0),
        durationSeconds: 240 * 3600,
        link: `${replay.baseUrl}/contests/ahc060`,
      });
      expect(contests[1]).toEqual({
        oj: 'AC',
        title: 'AtCoder Beginner Contest 431',
        startTime: Date.UTC(2026, 10, 28, 12, 0),
        durationSeconds: 100 * 60,
        link: `${replay.baseUrl}/contests/abc431`,
      });
      const starts = contests.map((c) => c.startTime);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const links = contests.map((c) => c.link);
      expect(links).not.toContain(`${replay.baseUrl}/contests/practice2`);
      expect(links).not.toContain(`${replay.baseUrl}/contests/arc215`);
    });

    it('sorts the rows itself instead of trusting the page order', async () => {
      const html = fixture('contests.html');
      const start = html.indexOf('<div id="contest-table-upcoming">');
      const row = /<tr>\s*<td class="text-center"><a[\s\S]*?<\/tr>/g;
      const rows = html.slice(start).match(row)!;
      let next = 0;
      const reversed =
        html.slice(0, start) + html.slice(start).replace(row, () => rows[rows.length - 1 - next++]);
      replay.set({ 'GET /contests/': () => ({ body: reversed }) });

      const titles = (await adapter.recentContests()).map((contest) => contest.title);

      expect(titles.slice(0, 3)).toEqual([
        'AtCoder Heuristic Contest 060',
        'AtCoder Beginner Contest 431',
        'AtCoder Regular Contest 211 (Div. 1)',
      ]);
      expect(titles).not.toContain('AtCoder Regular Contest 215 (Div. 1)');
    });
  });
});

describe('atCoderVerdict', () => {
  it.each([
    ['AC', JudgeStatus.ACCEPTED],
    ['WA', JudgeStatus.WRONG_ANSWER],
    ['TLE', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['MLE', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    ['RE', JudgeStatus.RUNTIME_ERROR],
    ['OLE', JudgeStatus.RUNTIME_ERROR],
    ['QLE', JudgeStatus.WRONG_ANSWER],
    ['CE', JudgeStatus.COMPILE_ERROR],
    ['IE', JudgeStatus.SYSTEM_ERROR],
    ['WJ', 'pending'],
    ['WR', 'pending'],
    ['Judging', 'pending'],
    ['3/10', 'pending'],
    ['3/10 TLE', 'pending'],
    ['XYZ', undefined],
  ])('%s → %s', (label, expected) => {
    expect(atCoderVerdict(label)).toBe(expected);
  });
});

describe('AtCoder languages', () => {
  it("maps only this site's own language names", () => {
    const adapter = new AtCoderAdapter();
    for (const name of Object.keys(adapter.languages)) expect(findLanguage(name)).toBeDefined();
  });
});
