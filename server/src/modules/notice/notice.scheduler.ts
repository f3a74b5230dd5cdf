import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { runExclusive } from '../../infra/kv/run-exclusive';
import { NoticeService } from './notice.service';

const LOCK_KEY = 'lock:notice-send-pending';
const LOCK_TTL_SECONDS = 300;

/** Every hour, one API instance sends the notices kept for later. */
@Injectable()
export class NoticeScheduler {
  private readonly logger = new Logger(NoticeScheduler.name);

  constructor(
    private readonly notices: NoticeService,
    private readonly kv: KeyValueStore,
  ) {}

  @Cron(CronExpression.EVERY_HOUR)
  async hourly(): Promise<void> {
    try {
      const sent = await runExclusive(this.kv, LOCK_KEY, LOCK_TTL_SECONDS, () => this.notices.sendPending());
      if (sent) this.logger.log(`Sent ${sent} system notices kept for later`);
    } catch (error) {
      this.logger.warn(`Sending the notices kept for later failed: ${String(error)}`);
    }
  }
}
