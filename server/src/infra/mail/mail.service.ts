import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import type { MailRoute } from '@verdict/common';
import { AppException, badRequest } from '../../common/http/app.exception';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** An SMTP server stored by an admin (system config), used instead of SMTP_URL when set. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  username: string;
  password: string;
  backgroundImage: string;
}

/** A mail server that does not answer fails the request instead of holding it for minutes. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Sends mail through the admin's stored SMTP server, else SMTP_URL. Without either (embedded
 * default) each mail is written as an .eml file to `<DATA_DIR>/outbox/` and logged, so
 * registration works offline.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly environmentTransport: Transporter | null;
  private readonly outboxTransport: Transporter;
  private storedTransport: { key: string; transport: Transporter } | null = null;
  private settingsSource: () => Promise<SmtpSettings | null> = () => Promise.resolve(null);
  readonly outboxDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.outboxDir = join(config.dataDir, 'outbox');
    this.environmentTransport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
    this.outboxTransport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Where the stored SMTP settings come from (the site settings register themselves). */
  useSettings(source: () => Promise<SmtpSettings | null>): void {
    this.settingsSource = source;
  }

  /** Sends or writes the mail; a mail server that fails answers 503 with a message to retry. */
  async send(message: MailMessage): Promise<void> {
    try {
      await this.deliver(message);
    } catch (error) {
      this.logger.error(`Mail to ${message.to} ("${message.subject}") failed: ${String(error)}`);
      throw new AppException(503, 'The mail could not be sent, please try again later');
    }
  }

  /**
   * The admin's "send a test mail": the same route as every other mail, but a failure answers
   * with the mail server's own words so the settings can be corrected.
   */
  async sendTest(message: MailMessage): Promise<MailRoute> {
    try {
      return await this.deliver(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw badRequest(`The test mail could not be sent: ${reason}`);
    }
  }

  /** The stored SMTP server's background picture, for HTML mails. */
  async backgroundImage(): Promise<string> {
    return (await this.settingsSource())?.backgroundImage ?? '';
  }

  private async deliver(message: MailMessage): Promise<MailRoute> {
    const settings = await this.settingsSource();
    const transport = settings ? this.transportFor(settings) : this.environmentTransport;
    const from = settings?.username.includes('@') ? settings.username : this.config.mailFrom;
    const info = (await (transport ?? this.outboxTransport).sendMail({ from, ...message })) as {
      message?: Buffer;
    };
    if (transport) return 'smtp';
    if (!info.message) return 'outbox';
    await mkdir(this.outboxDir, { recursive: true });
    const file = join(this.outboxDir, `${Date.now()}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`);
    await writeFile(file, info.message);
    this.logger.log(`Mail to ${message.to} ("${message.subject}") written to ${file}`);
    return 'outbox';
  }

  /** One transport per distinct settings; a change of settings builds a new one. */
  private transportFor(settings: SmtpSettings): Transporter {
    const key = JSON.stringify(settings);
    if (this.storedTransport?.key !== key) {
      this.storedTransport?.transport.close();
      const transport = createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        auth: settings.username ? { user: settings.username, pass: settings.password } : undefined,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      });
      this.storedTransport = { key, transport };
    }
    return this.storedTransport.transport;
  }
}
