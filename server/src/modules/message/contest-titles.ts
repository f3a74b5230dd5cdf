import { Injectable, OnModuleInit } from '@nestjs/common';
import { ReminderSource } from '@verdict/common';
import { ContestStore } from '../contest/contest-store';
import { ReminderSources } from './reminder-sources';

/** The titles of contests whose comments reminders point to, from the contest module. */
@Injectable()
export class ContestTitles implements OnModuleInit {
  constructor(
    private readonly contests: ContestStore,
    private readonly sources: ReminderSources,
  ) {}

  onModuleInit(): void {
    this.sources.titles(ReminderSource.CONTEST, (ids) => this.contests.titlesOf(ids));
  }
}
