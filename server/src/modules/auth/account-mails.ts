import type { Locale } from '../../common/i18n/locale';

export interface MailText {
  subject: string;
  text: string;
}

export interface AccountMails {
  registerCode(p: { site: string; code: string }): MailText;
  resetPassword(p: { site: string; username: string; link: string; code: string }): MailText;
  changeEmailCode(p: { username: string; code: string }): MailText;
}

/** The account mails in each language; the subjects follow HOJ's ("<site>的注册邮件"). */
const MAILS: Record<Locale, AccountMails> = {
  'en-US': {
    registerCode: ({ site, code }) => ({
      subject: `${site} registration code`,
      text: `Your registration code is ${code}. It is valid for 10 minutes.`,
    }),
    resetPassword: ({ site, username, link, code }) => ({
      subject: `${site} password reset`,
      text: `Open this link within 10 minutes to set a new password for ${username}:\n${link}\n\nReset code: ${code}`,
    }),
    changeEmailCode: ({ username, code }) => ({
      subject: 'Email change code',
      text: `Your code to change the email of ${username} is ${code}. It is valid for 10 minutes.`,
    }),
  },
  'zh-CN': {
    registerCode: ({ site, code }) => ({
      subject: `${site}的注册邮件`,
      text: `您的注册验证码是 ${code}，10 分钟内有效。\n\n如果这不是您本人的操作，请忽略本邮件。`,
    }),
    resetPassword: ({ site, username, link, code }) => ({
      subject: `${site}的重置密码邮件`,
      text: `请在 10 分钟内打开以下链接，为 ${username} 设置新密码：\n${link}\n\n重置验证码：${code}\n\n如果这不是您本人的操作，请忽略本邮件。`,
    }),
    changeEmailCode: ({ username, code }) => ({
      subject: '修改邮箱验证码',
      text: `您正在修改 ${username} 的邮箱，验证码是 ${code}，10 分钟内有效。\n\n如果这不是您本人的操作，请忽略本邮件。`,
    }),
  },
};

/** The account mails in the language the triggering request asked for. */
export function accountMails(locale: Locale): AccountMails {
  return MAILS[locale];
}
