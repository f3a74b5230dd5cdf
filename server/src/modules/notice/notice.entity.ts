import { Column, Entity, Index } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';
import type { NoticeKind, SystemMessageKind } from './notice-kinds';
import { CreatedRow, TimestampedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** A system notice written in the back office (HOJ `admin_sys_notice`). */
@Entity('admin_sys_notice')
@Index(['state'])
export class AdminSysNoticeEntity extends TimestampedRow {
  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: LONG_TEXT })
  content: string;

  @Column({ type: 'varchar', length: 10 })
  type: NoticeKind;

  /** The one recipient of a `Single` notice or a `Mine` message. */
  @Column({ ...USER_ID_COLUMN, nullable: true })
  recipientId: string | null;

  /** The admin who wrote it; null for a message the system wrote. */
  @Column({ ...USER_ID_COLUMN, nullable: true })
  adminId: string | null;

  /** Whether the recipient list has been written (HOJ `state`); unsent notices go out hourly. */
  @Column({ type: 'boolean', default: false })
  state: boolean;
}

/**
 * One recipient of one notice (HOJ `user_sys_notice`, type `Sys` or `Mine`): a user's unread
 * system messages are their rows with `state` false, newest first.
 */
@Entity('user_sys_notice')
@Index(['recipientId', 'type', 'state'])
@Index(['recipientId', 'type', 'id'])
@Index(['sysId'])
export class UserSysNoticeEntity extends CreatedRow {
  @Column({ type: 'int' })
  sysId: number;

  @Column(USER_ID_COLUMN)
  recipientId: string;

  @Column({ type: 'varchar', length: 10, default: 'Sys' })
  type: SystemMessageKind;

  /** Read by the recipient. */
  @Column({ type: 'boolean', default: false })
  state: boolean;
}
