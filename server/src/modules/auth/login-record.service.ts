import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { LoginRecordEntity } from './login-record.entity';

/** Logins kept per user; older ones are dropped as new ones come (HOJ prunes them nightly). */
const KEPT_PER_USER = 10;

/** HOJ Session as the dashboard reads it. */
export interface LoginRecordResponse {
  id: number;
  uid: string;
  ip: string;
  userAgent: string | null;
  gmtCreate: Date;
}

/** The recent logins of each user, for the back office's "last login" (HOJ get-sessions). */
@Injectable()
export class LoginRecordService {
  private readonly logger = new Logger(LoginRecordService.name);

  constructor(@InjectRepository(LoginRecordEntity) private readonly rows: Repository<LoginRecordEntity>) {}

  /** Notes a login; a failure here is logged and never fails the login itself. */
  async record(uid: string, ip: string, userAgent: string | undefined): Promise<void> {
    try {
      await this.rows.insert({ uid, ip: ip.slice(0, 64), userAgent: userAgent?.slice(0, 512) ?? null });
      const oldestKept = await this.rows.find({
        where: { uid },
        order: { id: 'DESC' },
        skip: KEPT_PER_USER - 1,
        take: 1,
        select: { id: true },
      });
      if (oldestKept[0]) await this.rows.delete({ uid, id: LessThan(oldestKept[0].id) });
    } catch (error) {
      this.logger.warn(`Login of ${uid} not recorded: ${String(error)}`);
    }
  }

  /** The login before the current one (HOJ shows where the admin last came from), else the current. */
  async previous(uid: string): Promise<LoginRecordResponse | null> {
    const [current, before] = await this.rows.find({ where: { uid }, order: { id: 'DESC' }, take: 2 });
    const row = before ?? current;
    if (!row) return null;
    return { id: row.id, uid: row.uid, ip: row.ip, userAgent: row.userAgent, gmtCreate: row.gmtCreate };
  }
}
