import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { AnswersAppQuery, OnAppEvent } from '../../events/event-bus';
import type { AppEvents, AppQueryAnswer, AppQueryRequest } from '../../events/events';
import { CommentEntity } from './comment.entity';
import { ReplyEntity } from './reply.entity';

/** Tells the message centre the texts of the comments and replies its reminders quote. */
@Injectable()
export class CommentReminderQuotes {
  constructor(
    @InjectRepository(CommentEntity) private readonly comments: Repository<CommentEntity>,
    @InjectRepository(ReplyEntity) private readonly replies: Repository<ReplyEntity>,
  ) {}

  @AnswersAppQuery('comment.texts')
  commentTexts({ ids }: AppQueryRequest<'comment.texts'>): Promise<AppQueryAnswer<'comment.texts'>> {
    return this.texts(this.comments, ids);
  }

  @AnswersAppQuery('reply.texts')
  replyTexts({ ids }: AppQueryRequest<'reply.texts'>): Promise<AppQueryAnswer<'reply.texts'>> {
    return this.texts(this.replies, ids);
  }

  @OnAppEvent('user.counting-made')
  async countMade({ uids, made }: AppEvents['user.counting-made']): Promise<void> {
    const [comments, replies] = await Promise.all([
      this.comments.countBy({ author: { fromUid: In(uids) } }),
      this.replies.countBy({ author: { fromUid: In(uids) } }),
    ]);
    made.comments = comments + replies;
  }

  private async texts(
    rows: Repository<CommentEntity> | Repository<ReplyEntity>,
    ids: number[],
  ): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const found = await (rows as Repository<CommentEntity>).find({
      where: { id: In(ids) },
      select: { id: true, content: true },
    });
    return new Map(found.map((row) => [row.id, row.content]));
  }
}
