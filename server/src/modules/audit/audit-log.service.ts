import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditEntryView } from '@verdict/common';
import {
  And,
  type FindOperator,
  type FindOptionsWhere,
  LessThan,
  LessThanOrEqual,
  MoreThanOrEqual,
  Repository,
} from 'typeorm';
import type { Page } from '../../common/http/pagination';
import { findPage } from '../../database/find-page';
import { AuditLogEntity } from './audit-log.entity';
import { AuditListQueryDto, toAuditEntryView } from './audit.dto';

const PAGE_SIZE = 20;
const DAY_MS = 24 * 3600_000;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** When an entry was made: from `from` on, up to `to` (the whole of `to` when it names a day). */
function timeWindow(from?: string, to?: string): FindOperator<Date> | undefined {
  const bounds: FindOperator<Date>[] = [];
  if (from) bounds.push(MoreThanOrEqual(new Date(from)));
  if (to) {
    bounds.push(
      DAY_ONLY.test(to) ? LessThan(new Date(Date.parse(to) + DAY_MS)) : LessThanOrEqual(new Date(to)),
    );
  }
  if (bounds.length === 0) return undefined;
  return bounds.length === 1 ? bounds[0] : And(...bounds);
}

/** The back office's reading of the audit log, and the retention job's deletion; nothing else changes it. */
@Injectable()
export class AuditLogService {
  constructor(@InjectRepository(AuditLogEntity) private readonly log: Repository<AuditLogEntity>) {}

  /** Newest first, by the given filters; `user` matches a username or a uid. */
  list(query: AuditListQueryDto): Promise<Page<AuditEntryView<Date>>> {
    const where: FindOptionsWhere<AuditLogEntity> = {};
    if (query.action) where.action = query.action;
    if (query.targetKind) where.targetKind = query.targetKind;
    if (query.targetId !== undefined) where.targetId = query.targetId;
    const gmtCreate = timeWindow(query.from, query.to);
    if (gmtCreate) where.gmtCreate = gmtCreate;
    const byUser = query.user
      ? [
          { ...where, uid: query.user },
          { ...where, username: query.user },
        ]
      : where;
    return findPage(this.log, query, PAGE_SIZE, { where: byUser, order: { id: 'DESC' } }, (rows) =>
      rows.map(toAuditEntryView),
    );
  }

  /** Deletes the entries made before `cutoff`; returns how many went. */
  async removeOlderThan(cutoff: Date): Promise<number> {
    const result = await this.log.delete({ gmtCreate: LessThan(cutoff) });
    return result.affected ?? 0;
  }
}
