import { Injectable } from '@nestjs/common';
import { badRequest } from '../../common/http/app.exception';
import { currentLocale } from '../../common/i18n/request-locale';
import { localised } from '../../common/i18n/translate-message';
import { MailService } from '../../infra/mail/mail.service';
import type { UserAccount } from '../user/user-account';
import { UserService } from '../user/user.service';
import { accountMails } from './account-mails';
import { ACCOUNT_CHANGE_POLICY, AttemptLimiterService } from './attempt-limiter.service';
import { ChangeAccountResponse, ChangeEmailDto, ChangePasswordDto } from './auth.dto';
import { OneTimeCodeService } from './one-time-code.service';
import { TokenService } from './token.service';

const CHANGE_EMAIL_RESEND_SECONDS = 30;

/**
 * Changing the password and e-mail of the logged-in account: the new value must differ from the
 * old, five wrong passwords lock changes for 30 minutes, and the e-mail code is resent at most
 * every 30 s.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UserService,
    private readonly attempts: AttemptLimiterService,
    private readonly codes: OneTimeCodeService,
    private readonly mail: MailService,
    private readonly tokens: TokenService,
  ) {}

  async changePassword(uid: string, dto: ChangePasswordDto): Promise<ChangeAccountResponse> {
    if (dto.oldPassword === dto.newPassword)
      throw badRequest('The new password can not be the same as the old one');
    const user = await this.checkPassword(uid, dto.oldPassword);
    await this.users.setPassword(user.uid, dto.newPassword);
    await this.tokens.revokeAll(user.uid);
    return { code: 200, msg: localised('Password changed, please login again') };
  }

  async sendChangeEmailCode(uid: string, email: string): Promise<void> {
    const user = await this.users.getByUid(uid);
    if (user.email === email) throw badRequest('The new email can not be the same as the old one');
    if (await this.users.findByEmail(email)) throw badRequest('The email already exists');
    await this.codes.sendUnderResendLock('change-email', uid, CHANGE_EMAIL_RESEND_SECONDS, async () => {
      const code = await this.codes.issueDigits('change-email', `${uid}:${email}`);
      const mail = accountMails(currentLocale()).changeEmailCode({ username: user.username, code });
      await this.mail.send({ to: email, ...mail });
    });
  }

  async changeEmail(uid: string, dto: ChangeEmailDto): Promise<ChangeAccountResponse> {
    const user = await this.checkPassword(uid, dto.password);
    if (user.email === dto.newEmail) throw badRequest('The new email can not be the same as the old one');
    if (await this.users.findByEmail(dto.newEmail)) throw badRequest('The email already exists');
    if (!(await this.codes.consume('change-email', `${uid}:${dto.newEmail}`, dto.code))) {
      throw badRequest('The verification code is wrong or has expired');
    }
    await this.users.setEmail(uid, dto.newEmail);
    return { code: 200, msg: localised('Email changed successfully') };
  }

  private async checkPassword(uid: string, password: string): Promise<UserAccount> {
    await this.attempts.assertNotLocked(ACCOUNT_CHANGE_POLICY, uid);
    const user = await this.users.getByUid(uid);
    if (!(await this.users.verifyPassword(user, password))) {
      const left = await this.attempts.recordFailure(ACCOUNT_CHANGE_POLICY, uid);
      throw badRequest(`The password is wrong, ${left} attempts left`);
    }
    await this.attempts.reset(ACCOUNT_CHANGE_POLICY, uid);
    return user;
  }
}
