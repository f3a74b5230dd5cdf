import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ReminderQuote } from '@verdict/common';
import { ReminderSources } from '../message/reminder-sources';
import { CommentEntity } from './comment.entity';
import { ReplyEntity } from './reply.entity';

/** Tells the message centre the texts of the comments and replies its reminders quote. */
@Injectable()
export class CommentReminderQuotes implements OnModuleInit {
  constructor(
    private readonly sources: ReminderSources,
    @InjectRepository(CommentEntity) private readonly comments: Repository<CommentEntity>,
    @InjectRepository(ReplyEntity) private readonly replies: Repository<ReplyEntity>,
  ) {}

  onModuleInit(): void {
    this.sources.quotes(ReminderQuote.COMMENT, (ids) => this.texts(this.comments, ids));
    this.sources.quotes(ReminderQuote.REPLY, (ids) => this.texts(this.replies, ids));
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
