import { Injectable, Logger } from '@nestjs/common';
import { COMMENT_CONSTANTS, ReminderAction, ReminderQuote } from '@verdict/common';
import { MessageReminderService, type NewReminder } from '../message/message-reminder.service';
import type { CommentScope } from './comment-scope';
import type { CommentEntity } from './comment.entity';
import type { ReplyQuote } from './reply-addressing';
import type { ReplyEntity } from './reply.entity';

/** The start of a text on one line, for a reminder. */
function excerptOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  const max = COMMENT_CONSTANTS.excerptLength;
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Where the reminded action happened, as a reminder names it. */
function placeOf(scope: CommentScope): Pick<NewReminder, 'sourceId' | 'sourceType' | 'url'> {
  const { sourceId, sourceType, url } = scope.source;
  return { sourceId, sourceType, url };
}

/**
 * Turns what happened under comments into message reminders: a comment on a discussion tells its
 * author (Discuss), a reply tells the user replied to (Reply), a like tells the comment's author
 * (Like_Post). A failing reminder is logged and never fails what the user did.
 */
@Injectable()
export class CommentReminders {
  private readonly logger = new Logger(CommentReminders.name);

  constructor(private readonly reminders: MessageReminderService) {}

  async commented(scope: CommentScope, comment: CommentEntity): Promise<void> {
    const { ownerUid } = scope.source;
    if (!ownerUid) return;
    await this.send({
      action: ReminderAction.DISCUSS,
      senderId: comment.author.fromUid,
      recipientId: ownerUid,
      ...placeOf(scope),
      sourceContent: excerptOf(comment.content),
    });
  }

  /** Tells the user replied to, quoting what the reply answers (checked to be in the same thread). */
  async replied(scope: CommentScope, reply: ReplyEntity, quote: ReplyQuote): Promise<void> {
    await this.send({
      action: ReminderAction.REPLY,
      senderId: reply.author.fromUid,
      recipientId: reply.toUid,
      ...placeOf(scope),
      sourceContent: excerptOf(reply.content),
      quoteId: quote.id,
      quoteType: quote.type,
    });
  }

  async liked(scope: CommentScope, comment: CommentEntity, likerUid: string): Promise<void> {
    await this.send({
      action: ReminderAction.LIKE_POST,
      senderId: likerUid,
      recipientId: comment.author.fromUid,
      ...placeOf(scope),
      sourceContent: null,
      quoteId: comment.id,
      quoteType: ReminderQuote.COMMENT,
    });
  }

  private async send(reminder: NewReminder): Promise<void> {
    try {
      await this.reminders.remind(reminder);
    } catch (error) {
      this.logger.error(
        { err: error, action: reminder.action, sourceId: reminder.sourceId },
        'Recording a message reminder failed',
      );
    }
  }
}
