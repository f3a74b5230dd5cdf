import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppException } from '../../common/http/app.exception';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail through SMTP when configured. Without SMTP (embedded default) each mail is written
 * as an .eml file to `<DATA_DIR>/outbox/` and logged, so registration works offline.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  readonly outboxDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.outboxDir = join(config.dataDir, 'outbox');
    this.transport = config.smtpUrl
      ? createTransport(config.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Sends or writes the mail; a mail server that fails answers 503 with a message to retry. */
  async send(message: MailMessage): Promise<void> {
    let info: { message?: Buffer; messageId?: string };
    try {
      info = (await this.transport.sendMail({ from: this.config.mailFrom, ...message })) as typeof info;
    } catch (error) {
      this.logger.error(`Mail to ${message.to} ("${message.subject}") failed: ${String(error)}`);
      throw new AppException(503, 'The mail could not be sent, please try again later');
    }
    if (this.config.smtpUrl || !info.message) return;
    await mkdir(this.outboxDir, { recursive: true });
    const file = join(this.outboxDir, `${Date.now()}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`);
    await writeFile(file, info.message);
    this.logger.log(`Mail to ${message.to} ("${message.subject}") written to ${file}`);
  }
}
