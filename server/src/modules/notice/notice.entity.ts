import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';
import type { NoticeKind, SystemMessageKind } from './notice-kinds';

/** A system notice written in the back office (HOJ `admin_sys_notice`). */
@Entity('admin_sys_notice')
@Index(['state'])
export class AdminSysNoticeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: LONG_TEXT })
  content: string;

  @Column({ type: 'varchar', length: 10 })
  type: NoticeKind;

  /** The one recipient of a `Single` notice or a `Mine` message. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  recipientId: string | null;

  /** The admin who wrote it; null for a message the system wrote. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  adminId: string | null;

  /** Whether the recipient list has been written (HOJ `state`); unsent notices go out hourly. */
  @Column({ type: 'boolean', default: false })
  state: boolean;

  @CreateDateColumn()
  gmtCreate: Date;

  @UpdateDateColumn()
  gmtModified: Date;
}

/**
 * One recipient of one notice (HOJ `user_sys_notice`, type `Sys` or `Mine`): a user's unread
 * system messages are their rows with `state` false, newest first.
 */
@Entity('user_sys_notice')
@Index(['recipientId', 'type', 'state'])
@Index(['recipientId', 'type', 'id'])
@Index(['sysId'])
export class UserSysNoticeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  sysId: number;

  @Column({ type: 'varchar', length: 32 })
  recipientId: string;

  @Column({ type: 'varchar', length: 10, default: 'Sys' })
  type: SystemMessageKind;

  /** Read by the recipient. */
  @Column({ type: 'boolean', default: false })
  state: boolean;

  @CreateDateColumn()
  gmtCreate: Date;
}
