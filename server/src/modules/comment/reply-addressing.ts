import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ReminderQuote, type ReminderQuoteName } from '@verdict/common';
import { badRequest, notFound } from '../../common/http/app.exception';
import type { UserAccount } from '../user/user-account';
import { UserService } from '../user/user.service';
import { COMMENT_MESSAGES } from './comment-messages';
import type { CommentScope } from './comment-scope';
import type { CommentEntity } from './comment.entity';
import { ReplyEntity } from './reply.entity';

/** What a new reply names: whom it answers and the comment or reply it quotes. */
export interface ReplyAddress {
  toUid?: string | null;
  quoteId?: number | null;
  quoteType?: string | null;
}

/** The text a reply's message quotes: the comment it is under, or a reply in the same thread. */
export interface ReplyQuote {
  id: number;
  type: ReminderQuoteName;
}

/**
 * A reply stays inside its comment's thread as the sender reads it. It answers the comment's
 * author (the default) or the author of a reply the sender reads under that comment, so it cannot
 * send reminders to strangers; it quotes that comment or such a reply, so a message never carries
 * a text the sender may not read. Name and avatar of the target come from the user, never the request.
 */
@Injectable()
export class ReplyAddressing {
  constructor(
    private readonly users: UserService,
    @InjectRepository(ReplyEntity) private readonly replies: Repository<ReplyEntity>,
  ) {}

  async resolve(
    address: ReplyAddress,
    comment: CommentEntity,
    scope: CommentScope,
  ): Promise<{ target: UserAccount; quote: ReplyQuote }> {
    const thread = await this.replies.find({
      where: scope.repliesWhere(comment.id),
      select: { id: true, author: { fromUid: true } },
    });
    const quote = this.quoteOf(address, comment, thread);
    const target = await this.targetOf(address.toUid, comment, thread);
    return { target, quote };
  }

  private quoteOf(address: ReplyAddress, comment: CommentEntity, thread: ReplyEntity[]): ReplyQuote {
    const { quoteId, quoteType } = address;
    if (quoteType === ReminderQuote.REPLY && quoteId) {
      if (!thread.some((reply) => reply.id === quoteId)) throw notFound(COMMENT_MESSAGES.quoteNotInThread);
      return { id: quoteId, type: ReminderQuote.REPLY };
    }
    if (quoteId && quoteId !== comment.id) throw badRequest(COMMENT_MESSAGES.quoteOtherComment);
    return { id: comment.id, type: ReminderQuote.COMMENT };
  }

  private async targetOf(
    toUid: string | null | undefined,
    comment: CommentEntity,
    thread: ReplyEntity[],
  ): Promise<UserAccount> {
    const uid = toUid || comment.author.fromUid;
    const reachable = uid === comment.author.fromUid || thread.some((reply) => reply.author.fromUid === uid);
    if (!reachable) throw badRequest(COMMENT_MESSAGES.targetNotInThread);
    const target = await this.users.findByUid(uid);
    if (!target) throw badRequest(COMMENT_MESSAGES.targetNotFound);
    return target;
  }
}
