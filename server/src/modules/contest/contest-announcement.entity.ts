import { Column, Entity, Index } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';
import { TimestampedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** An announcement inside one contest; status 0 visible, 1 hidden. */
@Entity('contest_announcement')
@Index(['cid', 'id'])
export class ContestAnnouncementEntity extends TimestampedRow {
  @Column({ type: 'int' })
  cid: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: LONG_TEXT })
  content: string;

  @Column({ type: 'int', default: 0 })
  status: number;

  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'varchar', length: 100 })
  username: string;
}
