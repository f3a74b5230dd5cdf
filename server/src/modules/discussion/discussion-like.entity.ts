import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A user's like of a discussion (HOJ `discussion_like`): at most one per user and post. */
@Entity('discussion_like')
@Index(['did', 'uid'], { unique: true })
export class DiscussionLikeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  did: number;

  @Column({ type: 'varchar', length: 32 })
  uid: string;

  @CreateDateColumn()
  gmtCreate: Date;
}
