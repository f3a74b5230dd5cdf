import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';

/** A personal note: markdown kept raw, in one of its owner's categories or none (`cid` null). */
@Entity('note')
@Index(['uid', 'isTop', 'gmtModified'])
export class NoteEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The owner. */
  @Column({ type: 'varchar', length: 32 })
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

  @CreateDateColumn()
  gmtCreate: Date;

  @UpdateDateColumn()
  gmtModified: Date;
}
