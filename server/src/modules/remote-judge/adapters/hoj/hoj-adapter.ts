import { isInProgressStatus, LANGUAGES } from '@verdict/common';
import { AccountSessions } from '../account-sessions';
import { NAMED_WAIT, RemoteHttp } from '../remote-http';
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
import { parseHojExamples } from './hoj-examples';

/** HOJ's answer envelope. */
interface Envelope<T> {
  status: number;
  data: T;
  msg: string | null;
}

interface HojProblem {
  problemId: string;
  title: string;
  description: string | null;
  input: string | null;
  output: string | null;
  examples: string | null;
  hint: string | null;
  timeLimit: number;
  memoryLimit: number;
}

interface HojSubmission {
  submitId: number;
  status: number;
  time: number | null;
  memory: number | null;
  score: number | null;
  errorMessage: string | null;
}

interface HojContest {
  id: number;
  title: string;
  startTime: string;
  duration: number;
}

/**
 * Another HOJ-compatible site (HOJ itself, or another Verdict) through the HTTP API its own web
 * client uses: sign in for a token, read a problem by its display id, submit, read the
 * submission. Status codes are HOJ's on both sides, so a verdict passes through unchanged.
 */
export class HojAdapter implements RemoteJudgeAdapter {
  /** Both sides name languages by HOJ's names. */
  readonly languages = Object.fromEntries(LANGUAGES.map((l) => [l.name, l.name]));
  readonly submitIntervalMs = 1000;
  readonly resultLimitMs = 10 * 60_000;
  private readonly sessions: AccountSessions<{ http: RemoteHttp; token: string | null }>;
  private readonly anonymous: RemoteHttp;

  constructor(
    readonly name: string,
    private readonly baseUrl: string,
    private readonly timeoutMs?: number,
  ) {
    this.anonymous = new RemoteHttp(baseUrl, timeoutMs);
    this.sessions = new AccountSessions(() => ({ http: new RemoteHttp(baseUrl, timeoutMs), token: null }));
  }

  async importProblem(remoteId: string): Promise<RemoteProblem> {
    const path = `/api/get-problem-detail?problemId=${encodeURIComponent(remoteId)}`;
    const { status, body } = await this.anonymous.getJson<Envelope<{ problem?: HojProblem }>>(path);
    // HOJ answers a missing problem 200 with status 404 in the body; another Verdict answers HTTP 404.
    if (status === 404 || body?.status === 404) {
      throw new RemoteJudgeError('not-found', `${this.name} has no problem ${remoteId}`);
    }
    const problem = body.data?.problem;
    if (status !== 200 || !problem)
      throw this.refusal(body, 'rejected', `${this.name} did not give problem ${remoteId}`);
    if (typeof problem.title !== 'string' || typeof problem.timeLimit !== 'number') {
      throw new RemoteJudgeError('changed-page', `${this.name}'s problem ${remoteId} is not in HOJ's shape`);
    }
    return {
      remoteId: problem.problemId,
      title: problem.title,
      description: problem.description ?? '',
      input: problem.input ?? '',
      output: problem.output ?? '',
      hint: problem.hint ?? '',
      examples: parseHojExamples(problem.examples),
      timeLimitMs: problem.timeLimit,
      memoryLimitMb: problem.memoryLimit,
      sourceLink: new URL(`/problem/${encodeURIComponent(problem.problemId)}`, this.baseUrl).toString(),
    };
  }

  async submit(account: RemoteAccount, request: RemoteSubmitRequest): Promise<RemoteRun> {
    if (!this.languages[request.language]) {
      throw new RemoteJudgeError('rejected', `${this.name} does not take ${request.language}`);
    }
    const submission = { pid: request.remoteId, language: request.language, code: request.code, cid: 0 };
    const { status, body } = await this.signedIn(account, (http, token) =>
      http.postJson<Envelope<{ submitId?: number }>>('/api/submit-problem-judge', submission, {
        authorization: token,
      }),
    );
    const submitId = body.data?.submitId;
    if (status !== 200 || !submitId) {
      const wait = NAMED_WAIT.exec(body.msg ?? '');
      // A 429 is thrown by RemoteHttp; a HOJ site may also refuse with 200 or 400 and these words.
      if (wait) {
        throw new RemoteJudgeError(
          'rate-limited',
          `${this.name} asks to slow down`,
          wait ? Number(wait[1]) * 1000 : undefined,
        );
      }
      throw this.refusal(body, 'rejected', `${this.name} rejected the submission`);
    }
    return {
      runId: String(submitId),
      link: new URL(`/submission-detail/${submitId}`, this.baseUrl).toString(),
    };
  }

  async poll(account: RemoteAccount, run: RemoteRun): Promise<RemoteRunState> {
    const path = `/api/get-submission-detail?submitId=${encodeURIComponent(run.runId)}`;
    const { status, body } = await this.signedIn(account, (http, token) =>
      http.getJson<Envelope<{ submission?: HojSubmission }>>(path, { authorization: token }),
    );
    const submission = body.data?.submission;
    if (status === 404)
      throw new RemoteJudgeError('not-found', `${this.name} has no submission ${run.runId}`);
    if (status !== 200 || !submission)
      throw this.refusal(body, 'changed-page', `${this.name} did not give submission ${run.runId}`);
    if (isInProgressStatus(submission.status)) return { done: false };
    return {
      done: true,
      status: submission.status,
      timeMs: submission.time,
      memoryKb: submission.memory,
      errorMessage: submission.errorMessage,
      score: submission.score,
    };
  }

  async recentContests(): Promise<RemoteContest[]> {
    const { status, body } = await this.anonymous.getJson<Envelope<{ records?: HojContest[] }>>(
      '/api/get-contest-list?currentPage=1&limit=10&status=-1',
    );
    if (status !== 200 || !Array.isArray(body.data?.records)) {
      throw new RemoteJudgeError('changed-page', `${this.name}'s contest list is not in HOJ's shape`);
    }
    return body.data.records
      .map((c) => ({
        oj: this.name,
        title: c.title,
        startTime: new Date(c.startTime).getTime(),
        durationSeconds: c.duration,
        link: new URL(`/contest/${c.id}`, this.baseUrl).toString(),
      }))
      .sort((a, b) => a.startTime - b.startTime);
  }

  /** Runs a request with the account's token, signing in first or again once it expired (401). */
  private async signedIn<T extends { status: number }>(
    account: RemoteAccount,
    send: (http: RemoteHttp, token: string) => Promise<T>,
  ): Promise<T> {
    const session = this.sessions.of(account);
    for (let round = 0; ; round++) {
      session.token ??= await this.login(session.http, account);
      const answer = await send(session.http, session.token);
      if (answer.status !== 401 || round > 0) return answer;
      session.token = null;
    }
  }

  private async login(http: RemoteHttp, account: RemoteAccount): Promise<string> {
    const { status, body, headers } = await http.postJson<Envelope<unknown>>('/api/login', {
      username: account.username,
      password: account.password,
    });
    const token = headers.get('authorization');
    if (status !== 200 || !token) {
      throw new RemoteJudgeError(
        'login-refused',
        `${this.name} refused the login of account ${account.username}${body.msg ? `: ${body.msg}` : ''}`,
      );
    }
    return token;
  }

  private refusal(
    body: Envelope<unknown>,
    kind: 'rejected' | 'changed-page',
    fallback: string,
  ): RemoteJudgeError {
    return new RemoteJudgeError(kind, body?.msg ? `${fallback}: ${body.msg}` : fallback);
  }
}
