import { In, Not, type FindOptionsWhere } from 'typeorm';
import { ReminderSource } from '@verdict/common';
import type { CommentEntity } from './comment.entity';
import type { CommentAudience, CommentScope, CommentSource } from './comment-scope';
import type { ReplyEntity } from './reply.entity';

/** What the contest rules read, fixed when the viewer's request came in. */
export interface ContestCommentFacts {
  cid: number;
  viewerUid: string;
  /** The viewer is a contest admin (ContestRules.isContestAdmin). */
  moderates: boolean;
  /** The contest's admins: its author and those who administer every contest. */
  adminUids: readonly string[];
  ended: boolean;
}

/**
 * Contest clarifications. Contest admins read everything. Until the end
 * the others read their own comments and the admins'; after it, every comment. A reply addressed
 * to a contest admin stays between its author and the admins.
 */
export class ContestCommentScope implements CommentScope {
  readonly did = null;

  constructor(private readonly facts: ContestCommentFacts) {}

  get cid(): number {
    return this.facts.cid;
  }

  get moderates(): boolean {
    return this.facts.moderates;
  }

  get source(): CommentSource {
    const { cid } = this.facts;
    return {
      sourceId: cid,
      sourceType: ReminderSource.CONTEST,
      url: `/contest/${cid}/comment`,
      ownerUid: null,
    };
  }

  /** Entering the contest is all posting needs; the route checks the permission. */
  requirePosting(): Promise<void> {
    return Promise.resolve();
  }

  /** Contests keep no count of their comments. */
  counted(): Promise<void> {
    return Promise.resolve();
  }

  commentsWhere(): FindOptionsWhere<CommentEntity>[] {
    const { cid, moderates, ended, viewerUid, adminUids } = this.facts;
    if (moderates || ended) return [{ cid }];
    return [{ cid, author: { fromUid: In([viewerUid, ...adminUids]) } }];
  }

  repliesWhere(commentId: number): FindOptionsWhere<ReplyEntity>[] {
    const { moderates, viewerUid, adminUids } = this.facts;
    if (moderates) return [{ commentId }];
    return [
      { commentId, author: { fromUid: viewerUid } },
      { commentId, toUid: Not(In([...adminUids])) },
    ];
  }

  audienceOf(comment: CommentEntity, reply?: ReplyEntity): CommentAudience {
    if (reply && this.isAmongAdmins(reply.toUid)) return [];
    const everyoneReadsComment = this.facts.ended || this.isAmongAdmins(comment.author.fromUid);
    return everyoneReadsComment ? 'everyone' : [comment.author.fromUid];
  }

  private isAmongAdmins(uid: string): boolean {
    return this.facts.adminUids.includes(uid);
  }
}
