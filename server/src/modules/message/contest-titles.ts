import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ReminderSource } from '@verdict/common';
import { ContestEntity } from '../contest/contest.entity';
import { ReminderSources } from './reminder-sources';

/**
 * The titles of contests whose comments reminders point to. Read here, titles only, because the
 * contest module exports no lookup by ids and may not depend on the message centre.
 */
@Injectable()
export class ContestTitles implements OnModuleInit {
  constructor(
    @InjectRepository(ContestEntity) private readonly contests: Repository<ContestEntity>,
    private readonly sources: ReminderSources,
  ) {}

  onModuleInit(): void {
    this.sources.titles(ReminderSource.CONTEST, async (ids) => {
      const rows = await this.contests.find({ where: { id: In(ids) }, select: { id: true, title: true } });
      return new Map(rows.map((row) => [row.id, row.title]));
    });
  }
}
