import { Column, Entity, Index } from 'typeorm';
import { CommentAuthorColumns } from './comment-author';
import { TimestampedRow } from '../../database/base-columns';

/** A comment (HOJ `comment`): in a contest (`cid`, a clarification) or under a discussion (`did`). */
@Entity('comment')
@Index(['cid', 'id'])
@Index(['did', 'id'])
export class CommentEntity extends TimestampedRow {
  @Column({ type: 'int', nullable: true })
  cid: number | null;

  @Column({ type: 'int', nullable: true })
  did: number | null;

  @Column({ type: 'text' })
  content: string;

  @Column(() => CommentAuthorColumns, { prefix: false })
  author: CommentAuthorColumns;

  /** Kept equal to the comment's `comment_like` rows, in the transaction that adds or removes one. */
  @Column({ type: 'int', default: 0 })
  likeNum: number;
}
