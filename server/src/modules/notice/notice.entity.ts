import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';

/** Who a system notice goes to (HOJ AdminSysNotice `type`). */
export const NOTICE_TYPES = ['All', 'Single', 'Admin'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** A system notice written in the back office (HOJ `admin_sys_notice`). */
@Entity('admin_sys_notice')
export class AdminSysNoticeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: LONG_TEXT })
  content: string;

  @Column({ type: 'varchar', length: 10 })
  type: NoticeType;

  /** The one recipient of a `Single` notice. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  recipientId: string | null;

  /** The admin who wrote it. */
  @Column({ type: 'varchar', length: 32 })
  adminId: string;

  /** Whether the recipient list has been written (HOJ `state`). */
  @Column({ type: 'boolean', default: false })
  state: boolean;

  @CreateDateColumn()
  gmtCreate: Date;

  @UpdateDateColumn()
  gmtModified: Date;
}

/**
 * One recipient of one notice (HOJ `user_sys_notice`, type `Sys`): a user's unread system messages
 * are their rows with `state` false, newest first.
 */
@Entity('user_sys_notice')
@Index(['recipientId', 'state', 'id'])
@Index(['sysId'])
export class UserSysNoticeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  sysId: number;

  @Column({ type: 'varchar', length: 32 })
  recipientId: string;

  @Column({ type: 'varchar', length: 10, default: 'Sys' })
  type: string;

  /** Read by the recipient. */
  @Column({ type: 'boolean', default: false })
  state: boolean;

  @CreateDateColumn()
  gmtCreate: Date;
}
