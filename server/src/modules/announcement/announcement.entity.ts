import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';

export const AnnouncementStatus = { VISIBLE: 0, HIDDEN: 1 } as const;

/**
 * A site-wide announcement (HOJ `announcement`); status 0 visible, 1 hidden. `gid` stays null for
 * the site's own announcements so group announcements can share the table later.
 */
@Entity('announcement')
@Index(['gid', 'status', 'id'])
export class AnnouncementEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: LONG_TEXT })
  content: string;

  @Column({ type: 'int', default: AnnouncementStatus.VISIBLE })
  status: number;

  @Column({ type: 'varchar', length: 32 })
  uid: string;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ type: 'int', nullable: true })
  gid: number | null;

  @CreateDateColumn()
  gmtCreate: Date;

  @UpdateDateColumn()
  gmtModified: Date;
}
