import { Column, Entity, Index } from 'typeorm';
import { LONG_TEXT } from '../../../database/column-types';
import { TimestampedRow } from '../../../database/base-columns';
import { USER_ID_COLUMN } from '../../../database/user-id-column';

/** A contestant's print request (HOJ `contest_print`); status 0 waiting, 1 printed. */
@Entity('contest_print')
@Index(['cid', 'id'])
@Index(['cid', 'uid', 'id'])
export class ContestPrintEntity extends TimestampedRow {
  @Column({ type: 'int' })
  cid: number;

  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  realname: string | null;

  @Column({ type: LONG_TEXT })
  content: string;

  @Column({ type: 'int', default: 0 })
  status: number;
}
