import { JudgeStatus } from '@verdict/common';
import { parse } from 'node-html-parser';
import { AccountSessions } from '../account-sessions';
import { RemoteHttp, type RemoteResponse } from '../remote-http';
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
import { parseContestsPage } from './atcoder-contests-page';
import { ATCODER_LANGUAGES } from './atcoder-languages';
import { csrfToken, dangerAlert, landedOnLogin } from './atcoder-page';
import { readRunStatus, type AtCoderStatusJson } from './atcoder-run-status';
import { AtCoderSession, AtCoderSessionExpired } from './atcoder-session';
import { compileErrorOf, newestSubmissionOf } from './atcoder-submissions';
import { contestPath, parseAtCoderTaskId, taskPath, type AtCoderTaskId } from './atcoder-task-id';
import { parseTaskPage } from './atcoder-task-page';

export interface AtCoderAdapterOptions {
  /** https://atcoder.jp unless a test plays AtCoder. */
  baseUrl?: string;
  /** Per request; RemoteHttp's default when unset. */
  timeoutMs?: number;
}

/** How many contests the home page's "other judges" list takes from AtCoder. */
const CONTEST_LIST_LIMIT = 10;
/** An error flash that asks to wait is a rate limit, not a refusal of the code. */
const SLOW_DOWN = /\bwait\b|too (?:many|often|frequent)|interval/i;

/**
 * AtCoder (atcoder.jp) as a remote judge. Tasks are read anonymously; submitting and reading a
 * submission's state need the account's session, kept per account name.
 */
export class AtCoderAdapter implements RemoteJudgeAdapter {
  readonly name = 'AC';
  readonly languages = ATCODER_LANGUAGES;
  /** AtCoder asks for a few seconds between one account's submissions; this keeps well clear. */
  readonly submitIntervalMs = 10_000;
  /** Its judge queue can be long at the end of a contest, so give it half an hour. */
  readonly resultLimitMs = 30 * 60_000;

  private readonly baseUrl: string;
  private readonly timeoutMs: number | undefined;
  /** Visits without a login (task pages, the contest list). */
  private readonly anonymous: RemoteHttp;
  private readonly sessions: AccountSessions<AtCoderSession>;

  constructor(options: AtCoderAdapterOptions = {}) {
    this.baseUrl = (options.baseUrl ?? 'https://atcoder.jp').replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.anonymous = new RemoteHttp(this.baseUrl, this.timeoutMs);
    this.sessions = new AccountSessions(() => new AtCoderSession(this.baseUrl, this.timeoutMs));
  }

  async importProblem(remoteId: string): Promise<RemoteProblem> {
    const id = parseAtCoderTaskId(remoteId);
    const answer = await this.anonymous.request(`${taskPath(id)}?lang=en`);
    // A contest not open yet (or gone private) sends a visitor to the login page.
    if (answer.status === 404 || landedOnLogin(answer)) {
      throw new RemoteJudgeError('not-found', `AtCoder has no open task ${id.task}`);
    }
    if (answer.status !== 200) {
      throw new RemoteJudgeError('changed-page', `AtCoder answered ${answer.status} for task ${id.task}`);
    }
    return { ...parseTaskPage(answer.text), remoteId: id.task, sourceLink: this.link(taskPath(id)) };
  }

  async submit(account: RemoteAccount, request: RemoteSubmitRequest): Promise<RemoteRun> {
    const languageId = this.languages[request.language];
    if (!languageId) throw new RemoteJudgeError('rejected', `AtCoder does not take ${request.language}`);
    const id = parseAtCoderTaskId(request.remoteId);
    return this.sessions.of(account).run(account, async (http) => {
      const submitPath = `${contestPath(id.contest)}/submit`;
      const form = expectLoggedIn(await http.request(submitPath));
      const token = csrfToken(parse(form.text));
      if (!token) throw submitFormMissing(form, id);
      const answer = expectLoggedIn(
        await http.request(submitPath, {
          form: {
            'data.TaskScreenName': id.task,
            'data.LanguageId': languageId,
            sourceCode: request.code,
            csrf_token: token,
          },
        }),
      );
      return this.submittedRun(http, answer, id);
    });
  }

  async poll(account: RemoteAccount, run: RemoteRun & { remoteId: string }): Promise<RemoteRunState> {
    const { contest } = parseAtCoderTaskId(run.remoteId);
    return this.sessions.of(account).run(account, async (http) => {
      const query = new URLSearchParams({ reload: 'true', 'sids[]': run.runId });
      const answer = expectLoggedIn(
        await http.request(`${contestPath(contest)}/submissions/me/status/json?${query}`),
      );
      const state = readRunStatus(parseStatusJson(answer), run.runId);
      if (!state) {
        throw new RemoteJudgeError('not-found', `AtCoder has no submission ${run.runId} of this account`);
      }
      if (!state.done) return { done: false };
      const errorMessage =
        state.status === JudgeStatus.COMPILE_ERROR ? await this.compileError(http, contest, run.runId) : null;
      // AtCoder's score is the task's points (100, 500, …), not the 0–100 this site's field means.
      return {
        done: true,
        status: state.status,
        timeMs: state.timeMs,
        memoryKb: state.memoryKb,
        errorMessage,
      };
    });
  }

  async recentContests(): Promise<RemoteContest[]> {
    const answer = await this.anonymous.request('/contests/?lang=en');
    if (answer.status !== 200) {
      throw new RemoteJudgeError('changed-page', `AtCoder answered ${answer.status} for its contest list`);
    }
    return parseContestsPage(answer.text, this.baseUrl).slice(0, CONTEST_LIST_LIMIT);
  }

  /** After the POST AtCoder shows "My Submissions" on success, the form with a flash otherwise. */
  private async submittedRun(
    http: RemoteHttp,
    answer: RemoteResponse,
    id: AtCoderTaskId,
  ): Promise<RemoteRun> {
    const flash = dangerAlert(parse(answer.text));
    if (flash) {
      throw new RemoteJudgeError(SLOW_DOWN.test(flash) ? 'rate-limited' : 'rejected', `AtCoder: ${flash}`);
    }
    const mine = `${contestPath(id.contest)}/submissions/me`;
    const list = new URL(answer.url).pathname === mine ? answer : expectLoggedIn(await http.request(mine));
    const runId = newestSubmissionOf(list.text, id.task);
    if (!runId) {
      throw new RemoteJudgeError('changed-page', `AtCoder does not list the submission to ${id.task}`);
    }
    return { runId, link: this.link(`${contestPath(id.contest)}/submissions/${runId}`) };
  }

  /** Best effort: the verdict is final either way, so a page that fails to load leaves no message. */
  private async compileError(http: RemoteHttp, contest: string, runId: string): Promise<string | null> {
    try {
      const page = await http.request(`${contestPath(contest)}/submissions/${runId}`);
      return page.status === 200 ? compileErrorOf(page.text) : null;
    } catch (error) {
      if (error instanceof RemoteJudgeError) return null;
      throw error;
    }
  }

  private link(path: string): string {
    return `${this.baseUrl}${path}`;
  }
}

function expectLoggedIn(answer: RemoteResponse): RemoteResponse {
  if (landedOnLogin(answer)) throw new AtCoderSessionExpired();
  return answer;
}

/**
 * The submit page without its form: a contest that refuses this account (a flash says why), or
 * no such contest.
 */
function submitFormMissing(page: RemoteResponse, id: AtCoderTaskId): RemoteJudgeError {
  const flash = dangerAlert(parse(page.text));
  if (flash) return new RemoteJudgeError('rejected', `AtCoder: ${flash}`);
  if (page.status === 404) return new RemoteJudgeError('not-found', `AtCoder has no contest ${id.contest}`);
  return new RemoteJudgeError('changed-page', "AtCoder's submit page has no csrf token");
}

function parseStatusJson(answer: RemoteResponse): AtCoderStatusJson {
  try {
    return JSON.parse(answer.text) as AtCoderStatusJson;
  } catch {
    throw new RemoteJudgeError('changed-page', "AtCoder's submission status is not JSON");
  }
}
