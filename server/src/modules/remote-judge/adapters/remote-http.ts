import { CookieJar } from 'tough-cookie';
import { RemoteJudgeError } from './remote-judge-error';

/** A remote's page or JSON that took longer than this is a timeout. */
export const DEFAULT_REMOTE_TIMEOUT_MS = 15_000;
/** More hops than this is a redirect loop, i.e. a page that changed. */
const MAX_REDIRECTS = 10;
/** Some judges turn away clients that do not name themselves. */
const USER_AGENT = 'Mozilla/5.0 (compatible; Verdict remote judge)';
/** A rate limit's answer may name the wait in words: "Submitting too fast, please wait 5 seconds". */
export const NAMED_WAIT = /wait\s+(\d+)\s+second/i;

export interface RemoteResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The address the answer came from after redirects. */
  url: string;
}

export interface RemoteRequest {
  method?: 'GET' | 'POST';
  /** Sent as `application/x-www-form-urlencoded`. */
  form?: Record<string, string>;
  /** Sent as `application/json`. */
  json?: unknown;
  headers?: Record<string, string>;
}

/**
 * HTTP to one remote judge as one visitor: cookies kept between requests (a login's session),
 * a time limit on every request, and the failures every adapter shares turned into
 * `RemoteJudgeError`s (unreachable, timeout, rate limited). Answers of other statuses are returned
 * for the adapter to read.
 */
export class RemoteHttp {
  private readonly cookies = new CookieJar();

  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS,
  ) {}

  async request(path: string, options: RemoteRequest = {}, hops = 0): Promise<RemoteResponse> {
    const url = new URL(path, this.baseUrl).toString();
    const headers: Record<string, string> = { 'user-agent': USER_AGENT, ...options.headers };
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const cookie = await this.cookies.getCookieString(url);
    if (cookie) headers.cookie = cookie;
    let response: Response;
    try {
      response = await fetch(url, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw this.networkFailure(error);
    }
    await this.keepCookies(url, response);
    const text = await response.text().catch((error: unknown) => {
      throw this.networkFailure(error);
    });
    // Redirects are followed by hand so that each hop's cookies are kept (a login sets its session
    // on the redirect).
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      if (hops >= MAX_REDIRECTS) {
        throw new RemoteJudgeError(
          'changed-page',
          `${this.host()} redirected more than ${MAX_REDIRECTS} times`,
        );
      }
      return this.request(new URL(location, url).toString(), { headers: options.headers }, hops + 1);
    }
    if (response.status === 429) {
      // Retry-After, else the wait the answer names (HOJ-compatible sites send no header).
      const seconds = Number(response.headers.get('retry-after')) || Number(NAMED_WAIT.exec(text)?.[1]);
      throw new RemoteJudgeError(
        'rate-limited',
        `${this.host()} asks to slow down`,
        Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined,
      );
    }
    if (response.status >= 500) {
      throw new RemoteJudgeError('unreachable', `${this.host()} answered ${response.status}`);
    }
    return { status: response.status, headers: response.headers, text, url: response.url || url };
  }

  /** GETs JSON; a page that is not JSON means the remote changed. */
  async getJson<T>(
    path: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const answer = await this.request(path, { headers });
    return { status: answer.status, body: this.parseJson<T>(answer.text, path), headers: answer.headers };
  }

  /** POSTs JSON and reads JSON back. */
  async postJson<T>(
    path: string,
    json: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const answer = await this.request(path, { json, headers });
    return { status: answer.status, body: this.parseJson<T>(answer.text, path), headers: answer.headers };
  }

  /** Forgets the session (a login that expired). */
  async clearSession(): Promise<void> {
    await this.cookies.removeAllCookies();
  }

  private parseJson<T>(text: string, path: string): T {
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new RemoteJudgeError('changed-page', `${this.host()} did not answer JSON at ${path}`);
    }
  }

  private async keepCookies(url: string, response: Response): Promise<void> {
    for (const line of response.headers.getSetCookie()) {
      await this.cookies.setCookie(line, url, { ignoreError: true });
    }
  }

  private networkFailure(error: unknown): RemoteJudgeError {
    const name = (error as Error | undefined)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return new RemoteJudgeError(
        'timeout',
        `${this.host()} did not answer within ${this.timeoutMs / 1000} s`,
      );
    }
    return new RemoteJudgeError('unreachable', `${this.host()} cannot be reached`);
  }

  private host(): string {
    return new URL(this.baseUrl).host;
  }
}
