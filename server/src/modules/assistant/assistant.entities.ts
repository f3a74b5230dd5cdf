import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { CreatedRow } from '../../database/base-columns';
import { LONG_TEXT } from '../../database/column-types';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/**
 * A conversation with the assistant about one problem, as it was opened (practice, a contest, a
 * training or a group), or a hint about one of the user's submissions. Keyed by a random id the
 * browser holds, so ids cannot be guessed one from another.
 */
@Entity('ai_session')
@Index(['uid', 'gmtModified'])
@Index(['pid'])
export class AssistantSessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column(USER_ID_COLUMN)
  uid: string;

  /** The problem's internal id. */
  @Column({ type: 'int' })
  pid: number;

  /** The problem as the place names it (a contest's display id, else the problem id). */
  @Column({ type: 'varchar', length: 255 })
  displayPid: string;

  @Column({ type: 'varchar', length: 255 })
  problemTitle: string;

  @Column({ type: 'int', nullable: true })
  cid: number | null;

  @Column({ type: 'int', nullable: true })
  tid: number | null;

  @Column({ type: 'int', nullable: true })
  gid: number | null;

  /** The submission a hint explains; null for a chat. */
  @Column({ type: 'int', nullable: true })
  submitId: number | null;

  /** The code the user is writing, as last sent, and its language. */
  @Column({ type: LONG_TEXT, nullable: true })
  code: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  language: string | null;

  @CreateDateColumn()
  gmtCreate: Date;

  @UpdateDateColumn()
  gmtModified: Date;
}

/** One message of a conversation; a reply cut short stays, marked unfinished. */
@Entity('ai_message')
@Index(['sessionId', 'id'])
@Index(['gmtCreate'])
export class AssistantMessageEntity extends CreatedRow {
  @Column({ type: 'varchar', length: 36 })
  sessionId: string;

  /** Denormalised from the session so a day's usage is counted without a join. */
  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'varchar', length: 16 })
  role: 'user' | 'assistant';

  @Column({ type: LONG_TEXT })
  content: string;

  @Column({ type: 'boolean', default: false })
  unfinished: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @Column({ type: 'int', default: 0 })
  promptTokens: number;

  @Column({ type: 'int', default: 0 })
  completionTokens: number;
}

export const ASSISTANT_ENTITIES = [AssistantSessionEntity, AssistantMessageEntity];
