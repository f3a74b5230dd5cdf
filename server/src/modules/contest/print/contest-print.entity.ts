import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LONG_TEXT } from '../../../database/column-types';

/** A contestant's print request (HOJ `contest_print`); status 0 waiting, 1 printed. */
@Entity('contest_print')
@Index(['cid', 'id'])
@Index(['cid', 'uid', 'id'])
export class ContestPrintEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  cid: number;

  @Column({ type: 'varchar', length: 32 })
  uid: string;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  realname: string | null;

  @Column({ type: LONG_TEXT })
  content: string;

  @Column({ type: 'int', default: 0 })
  status: number;

  @CreateDateColumn()
  gmtCreate: Date;

  @UpdateDateColumn()
  gmtModified: Date;
}
