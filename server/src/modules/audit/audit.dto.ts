import { IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_KINDS,
  type AuditAction,
  type AuditEntryView,
  type AuditTargetKind,
} from '@verdict/common';
import { PageQueryDto } from '../../common/http/pagination';
import { toTrimmedOrUndefined } from '../../common/http/query-transforms';
import type { AuditLogEntity } from './audit-log.entity';

/** `GET /api/admin/audit`: every filter may be left out; `to` given as a day takes the whole day. */
export class AuditListQueryDto extends PageQueryDto {
  /** A username or a uid. */
  @IsOptional()
  @Transform(toTrimmedOrUndefined)
  @IsString()
  @MaxLength(100)
  user?: string;

  @IsOptional()
  @Transform(toTrimmedOrUndefined)
  @IsIn(AUDIT_ACTIONS, { message: 'Unknown action: $value' })
  action?: AuditAction;

  @IsOptional()
  @Transform(toTrimmedOrUndefined)
  @IsIn(AUDIT_TARGET_KINDS, { message: 'Unknown target kind: $value' })
  targetKind?: AuditTargetKind;

  @IsOptional()
  @Transform(toTrimmedOrUndefined)
  @IsString()
  @MaxLength(64)
  targetId?: string;

  @IsOptional()
  @Transform(toTrimmedOrUndefined)
  @IsISO8601({ strict: true }, { message: 'from must be a date such as 2026-01-31' })
  from?: string;

  @IsOptional()
  @Transform(toTrimmedOrUndefined)
  @IsISO8601({ strict: true }, { message: 'to must be a date such as 2026-01-31' })
  to?: string;
}

export function toAuditEntryView(row: AuditLogEntity): AuditEntryView<Date> {
  return {
    id: row.id,
    uid: row.uid,
    username: row.username,
    ip: row.ip,
    action: row.action,
    targetKind: row.targetKind,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before,
    after: row.after,
    gmtCreate: row.gmtCreate,
  };
}
