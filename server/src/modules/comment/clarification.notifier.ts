import { Injectable, Logger } from '@nestjs/common';
import { COMMENT_CONSTANTS, type ContestClarificationEvent } from '@verdict/common';
import type { CommentAudience, CommentScope } from './comment-scope';
import type { CommentEntity } from './comment.entity';
import type { ReplyEntity } from './reply.entity';

/** A clarification to push, and who may read it. */
export interface Clarification {
  event: ContestClarificationEvent;
  audience: CommentAudience;
}

type ClarificationListener = (clarification: Clarification) => void;

/** The start of a text on one line, for a notification. */
function excerptOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  const max = COMMENT_CONSTANTS.excerptLength;
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * In-process fan-out of what contest admins post in a contest's comments (the clarifications); the
 * comment gateway pushes each to the followers who may read it. A failing listener is logged and
 * never fails the post.
 */
@Injectable()
export class ClarificationNotifier {
  private readonly logger = new Logger(ClarificationNotifier.name);
  private readonly listeners = new Set<ClarificationListener>();

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
    for (const listener of this.listeners) {
      try {
        listener({ event, audience });
      } catch (error) {
        this.logger.error(
          { err: error, cid: event.cid },
          `Pushing a clarification of contest ${event.cid} failed`,
        );
      }
    }
  }

  subscribe(listener: ClarificationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
