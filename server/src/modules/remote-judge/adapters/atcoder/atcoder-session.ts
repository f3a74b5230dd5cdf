import { parse } from 'node-html-parser';
import { RemoteHttp } from '../remote-http';
import type { RemoteAccount } from '../remote-judge-adapter';
import { RemoteJudgeError } from '../remote-judge-error';
import { csrfToken, dangerAlert, landedOnLogin } from './atcoder-page';

/** Thrown by a step that found itself on the login page: the session expired. */
export class AtCoderSessionExpired extends Error {
  constructor() {
    super('AtCoder session expired');
  }
}

/**
 * One account's visit to AtCoder: its cookies, and whether they hold a login. Logs in before the
 * first step that needs it, and once more when a step finds the session gone.
 */
export class AtCoderSession {
  readonly http: RemoteHttp;
  private login: Promise<void> | undefined;
  /** The password the session logged in with: another one (changed by an admin) logs in again. */
  private password: string | undefined;

  constructor(baseUrl: string, timeoutMs?: number) {
    this.http = new RemoteHttp(baseUrl, timeoutMs);
  }

  /** Runs `step` logged in; a step that throws `AtCoderSessionExpired` runs again after a new login. */
  async run<T>(account: RemoteAccount, step: (http: RemoteHttp) => Promise<T>): Promise<T> {
    await this.loggedIn(account);
    try {
      return await step(this.http);
    } catch (error) {
      if (!(error instanceof AtCoderSessionExpired)) throw error;
      await this.forget();
      await this.loggedIn(account);
      try {
        return await step(this.http);
      } catch (again) {
        if (again instanceof AtCoderSessionExpired) {
          throw refused(account, 'the session ended right after login');
        }
        throw again;
      }
    }
  }

  private async loggedIn(account: RemoteAccount): Promise<void> {
    if (this.password !== undefined && this.password !== account.password) await this.forget();
    // Concurrent steps of one account share one login instead of racing two.
    this.login ??= this.logIn(account).catch(async (error: unknown) => {
      await this.forget();
      throw error;
    });
    this.password = account.password;
    await this.login;
  }

  private async forget(): Promise<void> {
    this.login = undefined;
    this.password = undefined;
    await this.http.clearSession();
  }

  /** GET /login for the form's token, POST the form; a refused login lands back on /login. */
  private async logIn(account: RemoteAccount): Promise<void> {
    const form = await this.http.request('/login');
    const token = csrfToken(parse(form.text));
    if (!token) throw new RemoteJudgeError('changed-page', "AtCoder's login page has no csrf token");
    const answer = await this.http.request('/login', {
      form: { username: account.username, password: account.password, csrf_token: token },
    });
    const alert = dangerAlert(parse(answer.text));
    if (landedOnLogin(answer) || alert) throw refused(account, alert);
  }
}

function refused(account: RemoteAccount, why: string | undefined): RemoteJudgeError {
  return new RemoteJudgeError(
    'login-refused',
    `AtCoder refused the login of account ${account.username}${why ? `: ${why}` : ''}`,
  );
}
