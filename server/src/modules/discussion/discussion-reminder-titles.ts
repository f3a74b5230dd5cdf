import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { AnswersAppQuery } from '../../events/event-bus';
import type { AppQueryAnswer, AppQueryRequest } from '../../events/events';
import { DiscussionEntity } from './discussion.entity';

/** Tells the message centre the titles of the discussions its reminders point to. */
@Injectable()
export class DiscussionReminderTitles {
  constructor(
    @InjectRepository(DiscussionEntity) private readonly discussions: Repository<DiscussionEntity>,
  ) {}

  @AnswersAppQuery('discussion.titles')
  async titles({ ids }: AppQueryRequest<'discussion.titles'>): Promise<AppQueryAnswer<'discussion.titles'>> {
    if (ids.length === 0) return new Map();
    const rows = await this.discussions.find({ where: { id: In(ids) }, select: { id: true, title: true } });
    return new Map(rows.map((row) => [row.id, row.title]));
  }
}
