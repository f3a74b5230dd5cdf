import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';

/** The code a user saved in the editor of one problem (one row per user and problem). */
@Entity('problem_saved_code')
@Index(['uid', 'pid'], { unique: true })
export class SavedCodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
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
