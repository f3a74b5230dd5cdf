import type { EmailConfigView } from '@verdict/common';

/** The SMTP settings an admin stores (HOJ EmailConfigDTO); an empty host means "use SMTP_URL". */
export interface EmailConfig {
  emailHost: string;
  emailPort: number;
  emailUsername: string;
  emailPassword: string;
  /** Connect with TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  emailSsl: boolean;
  /** A picture shown at the top of HTML mails. */
  emailBGImg: string;
}

export const DEFAULT_EMAIL_CONFIG: EmailConfig = {
  emailHost: '',
  emailPort: 465,
  emailUsername: '',
  emailPassword: '',
  emailSsl: true,
  emailBGImg: '',
};

/** The settings as the admin screen reads them: the password never leaves the server. */
export function toEmailConfigView(config: EmailConfig): EmailConfigView {
  return { ...config, emailPassword: '', emailPasswordSet: config.emailPassword !== '' };
}
