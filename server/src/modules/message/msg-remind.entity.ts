import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ReminderActionName, ReminderQuoteName, ReminderSourceName } from '@verdict/common';

/**
 * A reminder in a user's discuss, reply or like list (HOJ `msg_remind`): someone commented on,
 * replied to or liked what the recipient wrote.
 */
@Entity('msg_remind')
@Index(['recipientId', 'action', 'state'])
@Index(['recipientId', 'action', 'id'])
export class MsgRemindEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  action: ReminderActionName;

  /** The discussion or contest where it happened. */
  @Column({ type: 'int' })
  sourceId: number;

  @Column({ type: 'varchar', length: 20 })
  sourceType: ReminderSourceName;

  /** An excerpt of what the sender wrote; null for a like. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  sourceContent: string | null;

  /** The comment or reply the reminder is about. */
  @Column({ type: 'int', nullable: true })
  quoteId: number | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  quoteType: ReminderQuoteName | null;

  @Column({ type: 'varchar', length: 255 })
  url: string;

  /** Read by the recipient. */
  @Column({ type: 'boolean', default: false })
  state: boolean;

  @Column({ type: 'varchar', length: 32 })
  senderId: string;

  @Column({ type: 'varchar', length: 32 })
  recipientId: string;

  @CreateDateColumn()
  gmtCreate: Date;
}
