import { Column, Entity, Index } from 'typeorm';
import { CreatedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** A user's like of a discussion (HOJ `discussion_like`): at most one per user and post. */
@Entity('discussion_like')
@Index(['did', 'uid'], { unique: true })
export class DiscussionLikeEntity extends CreatedRow {
  @Column({ type: 'int' })
  did: number;

  @Column(USER_ID_COLUMN)
  uid: string;
}
