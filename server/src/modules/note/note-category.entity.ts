import { Column, Entity, Index } from 'typeorm';
import { TimestampedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** A category of one user's notes; every user keeps their own list. */
@Entity('note_category')
@Index(['uid', 'id'])
export class NoteCategoryEntity extends TimestampedRow {
  /** The owner. */
  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'varchar', length: 50 })
  name: string;
}
