import { Column, Entity, Index } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';
import { TimestampedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/**
 * A discussion post (HOJ `discussion`). The author's name, avatar, role and title are read from
 * the user when sent; `author` keeps the username at posting time so the keyword search finds it.
 */
@Entity('discussion')
@Index(['topPriority', 'id'])
@Index(['uid', 'gmtCreate'])
@Index(['pid'])
export class DiscussionEntity extends TimestampedRow {
  @Column({ type: 'int' })
  categoryId: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 255 })
  description: string;

  @Column({ type: LONG_TEXT })
  content: string;

  /** The problem's display id for a problem discussion. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  pid: string | null;

  @Column({ type: 'int', nullable: true })
  gid: number | null;

  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'varchar', length: 100 })
  author: string;

  @Column({ type: 'int', default: 0 })
  viewNum: number;

  /** Kept equal to the post's `discussion_like` rows, in the transaction that adds or removes one. */
  @Column({ type: 'int', default: 0 })
  likeNum: number;

  /** Comments and replies under the post, moved in the transaction that adds or removes them. */
  @Column({ type: 'int', default: 0 })
  commentNum: number;

  @Column({ type: 'int', default: 0 })
  topPriority: number;

  /** 0 normal, 1 disabled (DiscussionStatus). */
  @Column({ type: 'int', default: 0 })
  status: number;
}
