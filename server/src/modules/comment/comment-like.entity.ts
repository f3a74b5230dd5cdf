import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A user's like of a comment (HOJ `comment_like`): at most one per user and comment. */
@Entity('comment_like')
@Index(['commentId', 'uid'], { unique: true })
export class CommentLikeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  commentId: number;

  @Column({ type: 'varchar', length: 32 })
  uid: string;

  @CreateDateColumn()
  gmtCreate: Date;
}
