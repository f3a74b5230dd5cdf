import { Column, Entity, Index } from 'typeorm';
import { CreatedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** A participant of a contest: registered (password, account rule) and, in a timed contest, started. */
@Entity('contest_register')
@Index(['cid', 'uid'], { unique: true })
export class ContestRegisterEntity extends CreatedRow {
  @Column({ type: 'int' })
  cid: number;

  @Column(USER_ID_COLUMN)
  uid: string;

  /** When the participant pressed start in a personal timed contest; null until then. */
  @Column({ type: 'datetime', nullable: true })
  beginTime: Date | null;
}
