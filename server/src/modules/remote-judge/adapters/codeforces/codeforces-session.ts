import { randomBytes } from 'node:crypto';
import { RemoteHttp } from '../remote-http';
import type { RemoteAccount } from '../remote-judge-adapter';
import { RemoteJudgeError } from '../remote-judge-error';
import { readCsrfToken, isLoginPage, readFormErrors } from './codeforces-forms';
import { CODEFORCES_HEADERS } from './codeforces-headers';

/**
 * Codeforces' forms carry two values its page script fills in: `ftaa`, a random visitor id kept
 * for the browser's life, and `bfaa`, a hash of the browser. One visitor per account, as a real
 * person signing in from one browser.
 */
const BROWSER_HASH = 'f1b3f18c715565b589b7823cda7448ce';

/** One account's visit to Codeforces: its cookies, whether it is logged in, the runs it made. */
export class CodeforcesSession {
  readonly http: RemoteHttp;
  /** Ids are global and increasing: a run this session just submitted is newer than this one. */
  lastRunId = 0;
  private loggedIn = false;
  private readonly visitorId = randomBytes(9).toString('hex');

  constructor(baseUrl: string, timeoutMs: number | undefined) {
    this.http = new RemoteHttp(baseUrl, timeoutMs);
  }

  /** The hidden fields every Codeforces form posts beside its own. */
  fingerprint(): Record<string, string> {
    return { ftaa: this.visitorId, bfaa: BROWSER_HASH };
  }

  async ensureLoggedIn(account: RemoteAccount): Promise<void> {
    if (!this.loggedIn) await this.logIn(account);
  }

  /** Codeforces sent a page of this session to the login form: the session is over. */
  async logInAgain(account: RemoteAccount): Promise<void> {
    this.loggedIn = false;
    await this.http.clearSession();
    await this.logIn(account);
  }

  private async logIn(account: RemoteAccount): Promise<void> {
    const form = await this.http.request('/enter', { headers: { ...CODEFORCES_HEADERS } });
    const csrfToken = readCsrfToken(form.text);
    if (!csrfToken) throw new RemoteJudgeError('changed-page', 'Codeforces login page has no CSRF token');
    const answer = await this.http.request('/enter', {
      form: {
        csrf_token: csrfToken,
        action: 'enter',
        ...this.fingerprint(),
        handleOrEmail: account.username,
        password: account.password,
        remember: 'on',
      },
      headers: { ...CODEFORCES_HEADERS },
    });
    // A refused login shows the form again, with "Invalid handle/email or password" under it.
    if (isLoginPage(answer)) {
      const reason = readFormErrors(answer.text)[0];
      throw new RemoteJudgeError(
        'login-refused',
        `Codeforces refused the login of account ${account.username}${reason ? `: ${reason}` : ''}`,
      );
    }
    this.loggedIn = true;
  }
}
