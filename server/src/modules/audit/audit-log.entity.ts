import { Column, Entity, Index } from 'typeorm';
import type { AuditAction, AuditChanges, AuditTargetKind } from '@verdict/common';
import { CreatedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/**
 * One admin action, written once after it succeeded and never changed: who (uid and username as
 * they were), from which address, what, on which target, and the fields it changed. Only the
 * retention job deletes rows.
 */
@Entity('audit_log')
@Index(['gmtCreate'])
@Index(['username', 'id'])
@Index(['uid', 'id'])
@Index(['action', 'id'])
@Index(['targetKind', 'targetId', 'id'])
export class AuditLogEntity extends CreatedRow {
  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @Column({ type: 'varchar', length: 40 })
  action: AuditAction;

  @Column({ type: 'varchar', length: 20 })
  targetKind: AuditTargetKind;

  @Column({ type: 'varchar', length: 64 })
  targetId: string;

  @Column({ type: 'varchar', length: 255 })
  targetLabel: string;

  @Column({ type: 'simple-json', nullable: true })
  before: AuditChanges | null;

  @Column({ type: 'simple-json', nullable: true })
  after: AuditChanges | null;
}
