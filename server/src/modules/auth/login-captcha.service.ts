import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { AttemptLimiterService, LOGIN_POLICY } from './attempt-limiter.service';
import { CaptchaService } from './captcha.service';

/**
 * After this many failed logins of one (username, IP) pair, each further try must answer an
 * image captcha. Well below HOJ's lock at 20 failures, so scripts slow down long before a real
 * user is locked out, and a first try never needs one.
 */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 3;

export const LOGIN_CAPTCHA_MESSAGES = {
  required: 'Please enter the captcha',
  wrong: 'The captcha is wrong or has expired, please try again',
} as const;

export interface LoginCaptchaAnswer {
  captcha?: string;
  captchaKey?: string;
}

/** The server-checked captcha of the login (replaces the browser-only slide puzzle). */
@Injectable()
export class LoginCaptchaService {
  constructor(
    private readonly attempts: AttemptLimiterService,
    private readonly captcha: CaptchaService,
  ) {}

  async isRequired(subject: string): Promise<boolean> {
    return (await this.attempts.failures(LOGIN_POLICY, subject)) >= LOGIN_CAPTCHA_AFTER_FAILURES;
  }

  /** Throws CAPTCHA_REQUIRED (400) when this pair needs a captcha and the answer is missing or wrong. */
  async check(subject: string, answer: LoginCaptchaAnswer): Promise<void> {
    if (!(await this.isRequired(subject))) return;
    if (!answer.captcha || !answer.captchaKey)
      throw badRequest(LOGIN_CAPTCHA_MESSAGES.required, ErrorCode.CAPTCHA_REQUIRED);
    try {
      await this.captcha.verify(answer.captchaKey, answer.captcha);
    } catch {
      throw badRequest(LOGIN_CAPTCHA_MESSAGES.wrong, ErrorCode.CAPTCHA_REQUIRED);
    }
  }
}
