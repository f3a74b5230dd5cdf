import type { EntityManager, FindOptionsWhere } from 'typeorm';
import type { ReminderSourceName } from '@verdict/common';
import type { CommentEntity } from './comment.entity';
import type { ReplyEntity } from './reply.entity';

/** Who is told at once of a new comment or reply: everyone who reads the place's comments, or these users. */
export type CommentAudience = 'everyone' | readonly string[];

/** What reminders of activity in a place name: the place, its kind, its in-app address, its owner. */
export interface CommentSource {
  sourceId: number;
  sourceType: ReminderSourceName;
  url: string;
  /** Who hears of every new comment here (a discussion's author), if anyone. */
  ownerUid: string | null;
}

/**
 * A place comments live in, as one viewer sees it: a contest or a discussion. It holds
 * the place's reading and moderating rules; the services ask it and never test the kind of place.
 */
export interface CommentScope {
  /** The ids a comment posted here records. */
  readonly cid: number | null;
  readonly did: number | null;
  /** The viewer deletes any comment or reply here and reads them all. */
  readonly moderates: boolean;
  readonly source: CommentSource;
  /** Throws unless the viewer may post here, beyond the route's permission. */
  requirePosting(): Promise<void>;
  /** Keeps the place's count of comments and replies right, in the transaction that changes them. */
  counted(manager: EntityManager, delta: number): Promise<void>;
  /** The comments the viewer reads, as alternatives. */
  commentsWhere(): FindOptionsWhere<CommentEntity>[];
  /** The replies of a comment the viewer reads, as alternatives. */
  repliesWhere(commentId: number): FindOptionsWhere<ReplyEntity>[];
  /** Who, besides the moderators, reads a comment a moderator posted here, or their reply under a comment. */
  audienceOf(comment: CommentEntity, reply?: ReplyEntity): CommentAudience;
}
