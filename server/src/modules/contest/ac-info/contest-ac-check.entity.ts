import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A contest admin's tick on an accepted submission in the AC helper: its balloon went out. */
@Entity('contest_ac_check')
@Index(['cid', 'submitId'], { unique: true })
export class ContestAcCheckEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  cid: number;

  @Column({ type: 'int' })
  submitId: number;

  @Column({ type: 'boolean', default: false })
  checked: boolean;

  @UpdateDateColumn()
  gmtModified: Date;
}
