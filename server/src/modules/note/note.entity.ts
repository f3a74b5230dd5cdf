import { Column, Entity, Index } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';
import { TimestampedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** A personal note: markdown kept raw, in one of its owner's categories or none (`cid` null). */
@Entity('note')
@Index(['uid', 'isTop', 'gmtModified'])
export class NoteEntity extends TimestampedRow {
  /** The owner. */
  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Column({ type: LONG_TEXT })
  content: string;

  /** The owner's `note_category`, or null when uncategorised. */
  @Column({ type: 'int', nullable: true })
  cid: number | null;

  /** Pinned notes come first in the owner's list. */
  @Column({ type: 'boolean', default: false })
  isTop: boolean;
}
