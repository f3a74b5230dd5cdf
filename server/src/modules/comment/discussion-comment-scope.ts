import type { EntityManager, FindOptionsWhere } from 'typeorm';
import { ReminderSource } from '@verdict/common';
import type { CommentEntity } from './comment.entity';
import type { CommentAudience, CommentScope, CommentSource } from './comment-scope';
import type { ReplyEntity } from './reply.entity';
import { discussionUrl } from '../discussion/discussion-url';

/** What the discussion rules read, fixed when the viewer's request came in. */
export interface DiscussionCommentFacts {
  did: number;
  /** The discussion's group, whose page its reminders link to; null or absent for a public post. */
  gid?: number | null;
  /** The discussion's author, who hears of every new comment. */
  authorUid: string;
  /** The viewer is a site admin (root, admin, problem admin), or a root of the post's group. */
  moderates: boolean;
  /** Throws unless the viewer may comment here (solved problems for ordinary users). */
  requirePosting: () => Promise<void>;
  /** Moves the discussion's comment count in the caller's transaction. */
  counted: (manager: EntityManager, delta: number) => Promise<void>;
}

/**
 * Comments under a discussion: everyone who reads the discussion reads all of its
 * comments and replies, signed out too for a public post, the group's members for a group's;
 * authors, site admins and, under a group's post, the group's roots delete them.
 */
export class DiscussionCommentScope implements CommentScope {
  readonly cid = null;

  constructor(private readonly facts: DiscussionCommentFacts) {}

  get did(): number {
    return this.facts.did;
  }

  get moderates(): boolean {
    return this.facts.moderates;
  }

  get source(): CommentSource {
    const { did, gid, authorUid } = this.facts;
    return {
      sourceId: did,
      sourceType: ReminderSource.DISCUSSION,
      url: discussionUrl({ id: did, gid: gid ?? null }),
      ownerUid: authorUid,
    };
  }

  requirePosting(): Promise<void> {
    return this.facts.requirePosting();
  }

  counted(manager: EntityManager, delta: number): Promise<void> {
    return this.facts.counted(manager, delta);
  }

  commentsWhere(): FindOptionsWhere<CommentEntity>[] {
    return [{ did: this.facts.did }];
  }

  repliesWhere(commentId: number): FindOptionsWhere<ReplyEntity>[] {
    return [{ commentId }];
  }

  audienceOf(): CommentAudience {
    return 'everyone';
  }
}
