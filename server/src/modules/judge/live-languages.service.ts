import { Injectable, Logger } from '@nestjs/common';
import { TtlCache } from '../../common/cache/ttl-cache';
import { AnswersAppQuery } from '../../events/event-bus';
import type { AppQueryRequest } from '../../events/events';
import { JudgeServerService } from './judge-server.service';
import type { LiveJudges } from './wait-reason';

/** How long a read of the judges is reused: a submit must not cost a Redis round trip. */
const LIVE_SET_TTL_MS = 3_000;

/**
 * The languages of the judges online now, from the list the admin page shows (Redis heartbeats,
 * or the in-process workers once their self-test is done). While no judge is online at all,
 * nothing counts as missing: tasks wait in the queue until a judge comes. The language module asks
 * which languages no judge offers.
 */
@Injectable()
export class LiveLanguagesService {
  private readonly logger = new Logger(LiveLanguagesService.name);
  private readonly cache = new TtlCache<LiveJudges | null>(LIVE_SET_TTL_MS, 1);

  constructor(private readonly judgeServers: JudgeServerService) {}

  @AnswersAppQuery('judge.languages-without-judge')
  async withoutJudge({ names }: AppQueryRequest<'judge.languages-without-judge'>): Promise<string[]> {
    const live = await this.current();
    return live && live.online > 0 ? names.filter((name) => !live.languages.has(name)) : [];
  }

  /** How many judges are online and what they offer; null when the registry cannot be read. */
  current(): Promise<LiveJudges | null> {
    return this.cache.get('live', () => this.readLiveJudges());
  }

  private async readLiveJudges(): Promise<LiveJudges | null> {
    try {
      const online = (await this.judgeServers.list()).filter((judge) => judge.online);
      return { online: online.length, languages: new Set(online.flatMap((judge) => judge.languages)) };
    } catch (error) {
      this.logger.warn(`The judge registry could not be read: ${String(error)}`);
      return null;
    }
  }
}
