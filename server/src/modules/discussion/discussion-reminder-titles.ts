import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ReminderSource } from '@verdict/common';
import { ReminderSources } from '../message/reminder-sources';
import { DiscussionEntity } from './discussion.entity';

/** Tells the message centre the titles of the discussions its reminders point to. */
@Injectable()
export class DiscussionReminderTitles implements OnModuleInit {
  constructor(
    private readonly sources: ReminderSources,
    @InjectRepository(DiscussionEntity) private readonly discussions: Repository<DiscussionEntity>,
  ) {}

  onModuleInit(): void {
    this.sources.titles(ReminderSource.DISCUSSION, (ids) => this.titles(ids));
  }

  private async titles(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.discussions.find({ where: { id: In(ids) }, select: { id: true, title: true } });
    return new Map(rows.map((row) => [row.id, row.title]));
  }
}
