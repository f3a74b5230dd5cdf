import { Column, Entity, Index } from 'typeorm';
import { CommentAuthorColumns } from './comment-author';
import { CreatedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** A reply under a comment (HOJ `reply`), addressed to a user: the comment's author or another replier. */
@Entity('reply')
@Index(['commentId', 'id'])
export class ReplyEntity extends CreatedRow {
  @Column({ type: 'int' })
  commentId: number;

  @Column(() => CommentAuthorColumns, { prefix: false })
  author: CommentAuthorColumns;

  @Column(USER_ID_COLUMN)
  toUid: string;

  @Column({ type: 'varchar', length: 100 })
  toName: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  toAvatar: string | null;

  @Column({ type: 'text' })
  content: string;
}
