import { Column, Entity, Index } from 'typeorm';
import { CreatedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** A user's like of a comment (HOJ `comment_like`): at most one per user and comment. */
@Entity('comment_like')
@Index(['commentId', 'uid'], { unique: true })
export class CommentLikeEntity extends CreatedRow {
  @Column({ type: 'int' })
  commentId: number;

  @Column(USER_ID_COLUMN)
  uid: string;
}
