import { AccountSessions } from '../account-sessions';
import { RemoteHttp } from '../remote-http';
import type {
  RemoteAccount,
  RemoteContest,
  RemoteJudgeAdapter,
  RemoteProblem,
  RemoteRun,
  RemoteRunState,
  RemoteSubmitRequest,
} from '../remote-judge-adapter';
import { RemoteJudgeError } from '../remote-judge-error';
import { callCodeforcesApi, type CodeforcesContest, type CodeforcesSubmission } from './codeforces-api';
import { isLoginPage, readCsrfToken, readFormErrors } from './codeforces-forms';
import { CODEFORCES_HEADERS } from './codeforces-headers';
import { CODEFORCES_LANGUAGES } from './codeforces-languages';
import { readProblemPage } from './codeforces-problem-page';
import {
  parseCodeforcesProblemId,
  problemPath,
  submissionPath,
  submitPath,
  submittedProblemField,
  type CodeforcesProblemId,
} from './codeforces-problem-id';
import { CodeforcesSession } from './codeforces-session';
import { toRunState } from './codeforces-verdicts';

export interface CodeforcesAdapterOptions {
  /** `CF` for the problemset (`CF-1000A`), `GYM` for gyms (`GYM-100001A`). */
  name: 'CF' | 'GYM';
  baseUrl?: string;
  timeoutMs?: number;
}

/** How many of the account's newest runs in the contest a poll reads; its run is nearly always among them. */
const POLL_WINDOW = 10;
/** How many contests the home page lists. */
const CONTESTS_SHOWN = 10;

/**
 * Codeforces (problemset or gyms): statements read from the problem pages, submissions through
 * the submit form of a logged-in account, verdicts and contests from the JSON API
 * (https://codeforces.com/apiHelp).
 */
export class CodeforcesAdapter implements RemoteJudgeAdapter {
  readonly name: 'CF' | 'GYM';
  readonly languages = CODEFORCES_LANGUAGES;
  // Codeforces has no published limit; faster than this, accounts get "slow down" pages and bans.
  readonly submitIntervalMs = 20_000;
  readonly resultLimitMs = 30 * 60_000;

  private readonly baseUrl: string;
  private readonly timeoutMs: number | undefined;
  /** Statements, the API: no login needed. */
  private readonly publicHttp: RemoteHttp;
  private readonly sessions: AccountSessions<CodeforcesSession>;

  constructor(options: CodeforcesAdapterOptions) {
    this.name = options.name;
    this.baseUrl = (options.baseUrl ?? 'https://codeforces.com').replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.publicHttp = new RemoteHttp(this.baseUrl, this.timeoutMs);
    this.sessions = new AccountSessions(() => new CodeforcesSession(this.baseUrl, this.timeoutMs));
  }

  async importProblem(remoteId: string): Promise<RemoteProblem> {
    const id = this.problemId(remoteId);
    const path = problemPath(id);
    const page = await this.publicHttp.request(`${path}?locale=en`, { headers: { ...CODEFORCES_HEADERS } });
    // A problem Codeforces lacks answers 404 or sends the visitor to the problemset (or gym) front.
    if (page.status === 404 || new URL(page.url).pathname !== path) {
      throw new RemoteJudgeError('not-found', `Codeforces has no problem ${id.contestId}${id.index}`);
    }
    const sourceLink = `${this.baseUrl}${path}`;
    return { remoteId: `${id.contestId}${id.index}`, ...readProblemPage(page.text, sourceLink), sourceLink };
  }

  async submit(account: RemoteAccount, request: RemoteSubmitRequest): Promise<RemoteRun> {
    const programTypeId = this.languages[request.language];
    if (!programTypeId) {
      throw new RemoteJudgeError('rejected', `Codeforces does not take ${request.language} submissions`);
    }
    const id = this.problemId(request.remoteId);
    const session = this.sessions.of(account);
    await session.ensureLoggedIn(account);
    const form = { ...submittedProblemField(id), programTypeId, source: request.code };
    // A session Codeforces ended shows the login form instead: log in again, once.
    if (!(await this.postSubmission(session, id, form))) {
      await session.logInAgain(account);
      if (!(await this.postSubmission(session, id, form))) {
        throw new RemoteJudgeError(
          'login-refused',
          `Codeforces keeps asking account ${account.username} to log in`,
        );
      }
    }
    return this.findNewRun(session, account, id);
  }

  async poll(account: RemoteAccount, run: RemoteRun & { remoteId: string }): Promise<RemoteRunState> {
    const id = this.problemId(run.remoteId);
    const runId = Number(run.runId);
    const read = (count: number) =>
      callCodeforcesApi<CodeforcesSubmission[]>(this.publicHttp, 'contest.status', {
        contestId: id.contestId,
        handle: account.username,
        from: 1,
        count,
      });
    let runs = await read(POLL_WINDOW);
    // Newer runs of the account in this contest pushed it out of the window: look further back once.
    if (runs.length === POLL_WINDOW && runs.every((listed) => listed.id > runId)) {
      runs = await read(POLL_WINDOW * 10);
    }
    const submission = runs.find((listed) => listed.id === runId);
    if (!submission) {
      throw new RemoteJudgeError('not-found', `Codeforces has no run ${run.runId} of ${account.username}`);
    }
    return toRunState(submission);
  }

  async recentContests(): Promise<RemoteContest[]> {
    const gym = this.name === 'GYM';
    const contests = await callCodeforcesApi<CodeforcesContest[]>(this.publicHttp, 'contest.list', { gym });
    return contests
      .filter(
        (contest) => (contest.phase === 'BEFORE' || contest.phase === 'CODING') && contest.startTimeSeconds,
      )
      .sort((a, b) => a.startTimeSeconds! - b.startTimeSeconds!)
      .slice(0, CONTESTS_SHOWN)
      .map((contest) => ({
        oj: this.name,
        title: contest.name,
        startTime: contest.startTimeSeconds! * 1000,
        durationSeconds: contest.durationSeconds,
        link: `${this.baseUrl}/${gym ? 'gym' : 'contests'}/${contest.id}`,
      }));
  }

  private problemId(remoteId: string): CodeforcesProblemId {
    return parseCodeforcesProblemId(remoteId, this.name === 'GYM');
  }

  /**
   * Fills and posts the submit form; false when Codeforces showed the login form instead. An
   * accepted submission is sent on to the status page, a refused one gets the form again with
   * the reason in an error span ("You have submitted exactly the same code before").
   */
  private async postSubmission(
    session: CodeforcesSession,
    id: CodeforcesProblemId,
    fields: Record<string, string>,
  ): Promise<boolean> {
    const path = submitPath(id);
    const page = await session.http.request(path, { headers: { ...CODEFORCES_HEADERS } });
    if (isLoginPage(page)) return false;
    const csrfToken = readCsrfToken(page.text);
    if (!csrfToken) throw new RemoteJudgeError('changed-page', 'Codeforces submit page has no CSRF token');
    const answer = await session.http.request(`${path}?csrf_token=${encodeURIComponent(csrfToken)}`, {
      form: {
        csrf_token: csrfToken,
        action: 'submitSolutionFormSubmitted',
        ...fields,
        tabSize: '4',
        sourceFile: '',
        ...session.fingerprint(),
      },
      headers: { ...CODEFORCES_HEADERS },
    });
    if (isLoginPage(answer)) return false;
    const errors = readFormErrors(answer.text);
    if (errors.length > 0) {
      throw new RemoteJudgeError('rejected', `Codeforces rejected the submission: ${errors.join('; ')}`);
    }
    if (new URL(answer.url).pathname === path) {
      throw new RemoteJudgeError('changed-page', 'Codeforces showed the submit form again without a reason');
    }
    return true;
  }

  /** The account's newest run of the problem, newer than any this session had before. */
  private async findNewRun(
    session: CodeforcesSession,
    account: RemoteAccount,
    id: CodeforcesProblemId,
  ): Promise<RemoteRun> {
    const runs = await callCodeforcesApi<CodeforcesSubmission[]>(this.publicHttp, 'user.status', {
      handle: account.username,
      from: 1,
      count: 5,
    });
    const run = runs.find(
      (listed) =>
        listed.id > session.lastRunId &&
        (listed.problem.contestId ?? listed.contestId) === id.contestId &&
        listed.problem.index === id.index,
    );
    if (!run) {
      throw new RemoteJudgeError(
        'not-found',
        `Codeforces lists no new run of ${account.username} for ${id.contestId}${id.index}`,
      );
    }
    session.lastRunId = run.id;
    const runId = String(run.id);
    return { runId, link: `${this.baseUrl}${submissionPath(id, runId)}` };
  }
}
