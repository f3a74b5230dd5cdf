import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CommentAuthorColumns } from './comment-author';

/** A reply under a comment (HOJ `reply`), addressed to a user: the comment's author or another replier. */
@Entity('reply')
@Index(['commentId', 'id'])
export class ReplyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  commentId: number;

  @Column(() => CommentAuthorColumns, { prefix: false })
  author: CommentAuthorColumns;

  @Column({ type: 'varchar', length: 32 })
  toUid: string;

  @Column({ type: 'varchar', length: 100 })
  toName: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  toAvatar: string | null;

  @Column({ type: 'text' })
  content: string;

  @CreateDateColumn()
  gmtCreate: Date;
}
