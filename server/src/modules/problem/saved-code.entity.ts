import { Column, Entity, Index, UpdateDateColumn } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';
import { AutoIdRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** The code a user saved in the editor of one problem (one row per user and problem). */
@Entity('problem_saved_code')
@Index(['uid', 'pid'], { unique: true })
export class SavedCodeEntity extends AutoIdRow {
  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'int' })
  pid: number;

  @Column({ type: 'varchar', length: 50 })
  lang: string;

  @Column({ type: LONG_TEXT })
  code: string;

  @UpdateDateColumn()
  gmtModified: Date;
}
