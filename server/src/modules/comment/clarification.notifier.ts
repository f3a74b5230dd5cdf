import { Injectable } from '@nestjs/common';
import { COMMENT_CONSTANTS, type ContestClarificationEvent } from '@verdict/common';
import { EventBus } from '../../events/event-bus';
import type { CommentScope } from './comment-scope';
import type { CommentEntity } from './comment.entity';
import type { ReplyEntity } from './reply.entity';

/** The start of a text on one line, for a notification. */
function excerptOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  const max = COMMENT_CONSTANTS.excerptLength;
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * Announces what contest admins post in a contest's comments (the clarifications) as
 * `comment.clarification`; the comment gateway pushes each to the followers who may read it. A
 * failing listener is logged and never fails the post.
 */
@Injectable()
export class ClarificationNotifier {
  constructor(private readonly events: EventBus) {}

  /** Called after every comment or reply is saved; what a contest admin posted in a contest goes out. */
  announce(scope: CommentScope, comment: CommentEntity, reply?: ReplyEntity): void {
    if (scope.cid === null || !scope.moderates) return;
    const audience = scope.audienceOf(comment, reply);
    if (audience !== 'everyone' && audience.length === 0) return;
    const post = reply ?? comment;
    const event: ContestClarificationEvent = {
      cid: scope.cid,
      commentId: comment.id,
      replyId: reply?.id ?? null,
      fromUid: post.author.fromUid,
      fromName: post.author.fromName,
      excerpt: excerptOf(post.content),
    };
    void this.events.emit('comment.clarification', { event, audience });
  }
}
