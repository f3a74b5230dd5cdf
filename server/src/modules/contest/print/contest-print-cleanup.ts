import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContestPrintEntity } from './contest-print.entity';

/** Print texts are kept this long after their contest ends. */
const KEEP_AFTER_END_MS = 24 * 3600_000;

/**
 * The daily clean-up of print texts at 04:00, as in HOJ: the requests of contests that ended
 * more than a day ago go. Every API instance runs it; deleting twice deletes nothing more.
 */
@Injectable()
export class ContestPrintCleanup {
  private readonly logger = new Logger(ContestPrintCleanup.name);

  constructor(
    @InjectRepository(ContestPrintEntity) private readonly prints: Repository<ContestPrintEntity>,
  ) {}

  @Cron('0 4 * * *')
  async daily(): Promise<void> {
    try {
      const removed = await this.removeEnded(new Date());
      if (removed > 0) this.logger.log(`Removed ${removed} print requests of ended contests`);
    } catch (error) {
      this.logger.warn(`Removing old print requests failed: ${String(error)}`);
    }
  }

  /** Deletes the print requests of contests that ended a day before `now`; returns how many. */
  async removeEnded(now: Date): Promise<number> {
    const result = await this.prints
      .createQueryBuilder()
      .delete()
      .where('cid IN (SELECT c.id FROM contest c WHERE c.endTime < :cutoff)', {
        cutoff: new Date(now.getTime() - KEEP_AFTER_END_MS),
      })
      .execute();
    return result.affected ?? 0;
  }
}
