import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { runExclusive } from '../../infra/kv/run-exclusive';
import { AuditLogService } from './audit-log.service';
import { retentionCutoff } from './retention-cutoff';

const LOCK_KEY = 'lock:audit-retention';
const LOCK_TTL_SECONDS = 300;

/** Every night, one API instance deletes the audit entries older than AUDIT_RETENTION_DAYS. */
@Injectable()
export class AuditScheduler {
  private readonly logger = new Logger(AuditScheduler.name);

  constructor(
    private readonly log: AuditLogService,
    private readonly kv: KeyValueStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'audit-retention', waitForCompletion: true })
  async removeExpired(): Promise<void> {
    const cutoff = retentionCutoff(this.config.auditRetentionDays, new Date());
    if (!cutoff) return;
    try {
      const removed = await runExclusive(this.kv, LOCK_KEY, LOCK_TTL_SECONDS, () =>
        this.log.removeOlderThan(cutoff),
      );
      if (removed) this.logger.log(`Removed ${removed} audit log entries older than ${cutoff.toISOString()}`);
    } catch (error) {
      // The database out of reach: tomorrow's run deletes them.
      this.logger.warn(`Removing old audit log entries failed: ${String(error)}`);
    }
  }
}
