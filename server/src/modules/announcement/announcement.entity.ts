import { Column, Entity, Index } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';
import { TimestampedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

export const AnnouncementStatus = { VISIBLE: 0, HIDDEN: 1 } as const;

/**
 * A site-wide announcement (HOJ `announcement`); status 0 visible, 1 hidden. `gid` stays null for
 * the site's own announcements so group announcements can share the table later.
 */
@Entity('announcement')
@Index(['gid', 'status', 'id'])
export class AnnouncementEntity extends TimestampedRow {
  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: LONG_TEXT })
  content: string;

  @Column({ type: 'int', default: AnnouncementStatus.VISIBLE })
  status: number;

  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ type: 'int', nullable: true })
  gid: number | null;
}
