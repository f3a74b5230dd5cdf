import { Column, Entity, Index } from 'typeorm';
import type { ReminderActionName, ReminderQuoteName, ReminderSourceName } from '@verdict/common';
import { CreatedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/**
 * A reminder in a user's discuss, reply or like list (HOJ `msg_remind`): someone commented on,
 * replied to or liked what the recipient wrote.
 */
@Entity('msg_remind')
@Index(['recipientId', 'action', 'state'])
@Index(['recipientId', 'action', 'id'])
export class MsgRemindEntity extends CreatedRow {
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

  @Column(USER_ID_COLUMN)
  senderId: string;

  @Column(USER_ID_COLUMN)
  recipientId: string;
}
