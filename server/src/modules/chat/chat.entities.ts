import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** A conversation's name (`d:<uid>:<uid>` or `g:<gid>`, see `@verdict/common`'s chat contract). */
const CONVERSATION_COLUMN = { type: 'varchar', length: 80 } as const;

/** One chat message; deleting one by an admin empties it and keeps its place. */
@Entity('im_message')
@Index(['conversation', 'id'])
export class ChatMessageEntity extends CreatedRow {
  @Column(CONVERSATION_COLUMN)
  conversation: string;

  @Column(USER_ID_COLUMN)
  senderUid: string;

  /** `text` (markdown) or `image` (the uploaded image's address). */
  @Column({ type: 'varchar', length: 8 })
  kind: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'boolean', default: false })
  deleted: boolean;
}

/**
 * Whom a user has a direct conversation with, and its newest message: the user's side of the
 * contact list, one row per user and peer, written with every message between them.
 */
@Entity('im_contact')
@Index(['uid', 'lastMessageId'])
export class ChatContactEntity {
  @PrimaryColumn(USER_ID_COLUMN)
  uid: string;

  @PrimaryColumn(USER_ID_COLUMN)
  peerUid: string;

  @Column({ type: 'int' })
  lastMessageId: number;
}

/** The newest message a user has read in a conversation. */
@Entity('im_read')
export class ChatReadEntity {
  @PrimaryColumn(USER_ID_COLUMN)
  uid: string;

  @PrimaryColumn(CONVERSATION_COLUMN)
  conversation: string;

  @Column({ type: 'int' })
  lastReadId: number;
}

/** A user no longer takes messages from `blockedUid`. */
@Entity('im_block')
export class ChatBlockEntity {
  @PrimaryColumn(USER_ID_COLUMN)
  uid: string;

  @PrimaryColumn(USER_ID_COLUMN)
  blockedUid: string;

  @CreateDateColumn()
  gmtCreate: Date;
}

/** A user an admin has silenced until a moment. */
@Entity('im_mute')
export class ChatMuteEntity {
  @PrimaryColumn(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'datetime' })
  until: Date;

  /** The admin who set it. */
  @Column(USER_ID_COLUMN)
  mutedBy: string;
}

/** A group whose admins closed its conversation. */
@Entity('im_group_closed')
export class ChatGroupClosedEntity {
  @PrimaryColumn({ type: 'int' })
  gid: number;

  @CreateDateColumn()
  gmtCreate: Date;
}

/** A message reported to the back office; `handled` once an admin saw to it. */
@Entity('im_report')
@Index(['handled', 'id'])
export class ChatReportEntity extends CreatedRow {
  @Column({ type: 'int' })
  messageId: number;

  @Column(USER_ID_COLUMN)
  reporterUid: string;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  @Column({ type: 'boolean', default: false })
  handled: boolean;
}

export const CHAT_ENTITIES = [
  ChatMessageEntity,
  ChatContactEntity,
  ChatReadEntity,
  ChatBlockEntity,
  ChatMuteEntity,
  ChatGroupClosedEntity,
  ChatReportEntity,
];
