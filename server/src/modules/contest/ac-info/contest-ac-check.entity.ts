import { Column, Entity, Index, UpdateDateColumn } from 'typeorm';
import { AutoIdRow } from '../../../database/base-columns';

/** A contest admin's tick on an accepted submission in the AC helper: its balloon went out. */
@Entity('contest_ac_check')
@Index(['cid', 'submitId'], { unique: true })
export class ContestAcCheckEntity extends AutoIdRow {
  @Column({ type: 'int' })
  cid: number;

  @Column({ type: 'int' })
  submitId: number;

  @Column({ type: 'boolean', default: false })
  checked: boolean;

  @UpdateDateColumn()
  gmtModified: Date;
}
