import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@verdict/common';
import { badRequest, forbidden } from '../../common/http/app.exception';
import { currentLocale } from '../../common/i18n/request-locale';
import { isUniqueViolation } from '../../database/is-unique-violation';
import { MailService } from '../../infra/mail/mail.service';
import { power } from '../access/staff-powers';
import { SiteConfigService } from '../site/site-config.service';
import { type UserAccount, UserStatus } from '../user/user-account';
import { UserService } from '../user/user.service';
import { accountMails } from './account-mails';
import { AttemptLimiterService, LOGIN_POLICY } from './attempt-limiter.service';
import { ApplyResetPasswordDto, LoginDto, RegisterDto, ResetPasswordDto } from './auth.dto';
import { CaptchaService } from './captcha.service';
import { LoginCaptchaService } from './login-captcha.service';
import { LoginRecordService } from './login-record.service';
import { CODE_TTL_SECONDS, OneTimeCodeService } from './one-time-code.service';
import { TokenService } from './token.service';

const REGISTER_RESEND_SECONDS = 60;
const RESET_RESEND_SECONDS = 90;

export interface LoginResult {
  token: string;
  user: UserAccount;
}

/** Login, registration and password reset. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserService,
    private readonly tokens: TokenService,
    private readonly attempts: AttemptLimiterService,
    private readonly codes: OneTimeCodeService,
    private readonly captcha: CaptchaService,
    private readonly loginCaptcha: LoginCaptchaService,
    private readonly mail: MailService,
    private readonly siteConfig: SiteConfigService,
    private readonly logins: LoginRecordService,
  ) {}

  async login(dto: LoginDto, ip: string, adminOnly = false, userAgent?: string): Promise<LoginResult> {
    // Usernames match case-insensitively on MySQL: one lock per name, whatever its case.
    const subject = `${dto.username.toLowerCase()}:${ip}`;
    await this.attempts.assertNotLocked(LOGIN_POLICY, subject);
    await this.loginCaptcha.check(subject, dto);
    const user = await this.users.findByUsername(dto.username);
    const passwordMatches = await this.users.verifyPassword(user, dto.password);
    if (!user || !passwordMatches) {
      await this.attempts.recordFailure(LOGIN_POLICY, subject);
      // The code tells the client to show the captcha before the next try.
      const next = (await this.loginCaptcha.isRequired(subject)) ? ErrorCode.CAPTCHA_REQUIRED : undefined;
      throw badRequest('Username or password is wrong', next);
    }
    if (user.status === UserStatus.DISABLED) throw forbidden('This account has been disabled');
    // The admin login is for admins; a teacher signs in at the front page and opens
    // the back office from the user menu.
    if (adminOnly && !power(user, 'signs-in-to-back-office')) {
      throw forbidden('Please login again with an administrator account');
    }
    await this.attempts.reset(LOGIN_POLICY, subject);
    await this.users.touchLogin(user.uid);
    await this.logins.record(user.uid, ip, userAgent);
    return { token: await this.tokens.issue(user.uid), user };
  }

  logout(uid: string): Promise<void> {
    return this.tokens.revokeAll(uid);
  }

  async sendRegisterCode(email: string): Promise<{ email: string; expire: number }> {
    await this.assertRegistrationOpen();
    if (await this.users.findByEmail(email)) throw badRequest('The email already exists');
    await this.codes.sendUnderResendLock('register', email, REGISTER_RESEND_SECONDS, async () => {
      const code = await this.codes.issueDigits('register', email);
      const site = await this.siteConfig.website();
      const mail = accountMails(currentLocale()).registerCode({ site: site.shortName, code });
      await this.mail.send({ to: email, ...mail });
    });
    return { email, expire: CODE_TTL_SECONDS };
  }

  async register(dto: RegisterDto): Promise<void> {
    await this.assertRegistrationOpen();
    if (await this.users.findByUsername(dto.username)) throw badRequest('The username already exists');
    if (await this.users.findByEmail(dto.email)) throw badRequest('The email already exists');
    if (!(await this.codes.consume('register', dto.email, dto.code))) {
      throw badRequest('The verification code is wrong or has expired');
    }
    try {
      await this.users.create({
        username: dto.username,
        password: dto.password,
        email: dto.email,
        deptId: dto.deptId,
      });
    } catch (error) {
      // Two registrations raced past the checks above: the unique index decides, with its message.
      if (!isUniqueViolation(error)) throw error;
      const usernameTaken = (await this.users.findByUsername(dto.username)) !== null;
      throw badRequest(usernameTaken ? 'The username already exists' : 'The email already exists');
    }
  }

  async checkUsernameOrEmail(
    username?: string,
    email?: string,
  ): Promise<{ username: boolean; email: boolean }> {
    return {
      username: username ? (await this.users.findByUsername(username)) !== null : false,
      email: email ? (await this.users.findByEmail(email)) !== null : false,
    };
  }

  async applyResetPassword(dto: ApplyResetPasswordDto): Promise<void> {
    await this.captcha.verify(dto.captchaKey, dto.captcha);
    const user = await this.users.findByEmail(dto.email);
    if (!user) throw badRequest('The email does not exist');
    await this.codes.sendUnderResendLock('reset', dto.email, RESET_RESEND_SECONDS, async () => {
      const code = await this.codes.issueToken('reset', user.username);
      const site = await this.siteConfig.website();
      const link = `${site.baseUrl}/reset-password?username=${encodeURIComponent(user.username)}&code=${code}`;
      const mail = accountMails(currentLocale()).resetPassword({
        site: site.shortName,
        username: user.username,
        link,
        code,
      });
      await this.mail.send({ to: dto.email, ...mail });
    });
  }

  async resetPassword(dto: ResetPasswordDto): Promise<void> {
    const user = await this.users.findByUsername(dto.username);
    if (!user) throw badRequest('The username does not exist');
    if (!(await this.codes.consume('reset', user.username, dto.code))) {
      throw badRequest('The reset code is wrong or has expired, please apply again');
    }
    await this.users.setPassword(user.uid, dto.password);
    await this.tokens.revokeAll(user.uid);
  }

  private async assertRegistrationOpen(): Promise<void> {
    if (!(await this.siteConfig.website()).register) throw forbidden('Registration is closed on this site');
  }
}
