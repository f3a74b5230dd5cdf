import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A participant of a contest: registered (password, account rule) and, in a timed contest, started. */
@Entity('contest_register')
@Index(['cid', 'uid'], { unique: true })
export class ContestRegisterEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  cid: number;

  @Column({ type: 'varchar', length: 32 })
  uid: string;

  /** When the participant pressed start in a personal timed contest; null until then. */
  @Column({ type: 'datetime', nullable: true })
  beginTime: Date | null;

  @CreateDateColumn()
  gmtCreate: Date;
}
