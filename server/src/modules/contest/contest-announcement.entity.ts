import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';

/** An announcement inside one contest; status 0 visible, 1 hidden. */
@Entity('contest_announcement')
@Index(['cid', 'id'])
export class ContestAnnouncementEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  cid: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: LONG_TEXT })
  content: string;

  @Column({ type: 'int', default: 0 })
  status: number;

  @Column({ type: 'varchar', length: 32 })
  uid: string;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @CreateDateColumn()
  gmtCreate: Date;

  @UpdateDateColumn()
  gmtModified: Date;
}
