import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { TtlCache } from '../../common/cache/ttl-cache';
import { JudgeLanguageAvailability, LiveLanguageSource } from '../language/judge-language-availability';
import { JudgeServerService } from './judge-server.service';

/** How long a read of the judges is reused: a submit must not cost a Redis round trip. */
const LIVE_SET_TTL_MS = 3_000;

/**
 * The languages of the judges online now, from the list the admin page shows (Redis heartbeats,
 * or the in-process workers once their self-test is done). While no judge is online at all,
 * nothing counts as missing: tasks wait in the queue until a judge comes.
 */
@Injectable()
export class LiveLanguagesService implements LiveLanguageSource, OnModuleInit {
  private readonly logger = new Logger(LiveLanguagesService.name);
  private readonly cache = new TtlCache<ReadonlySet<string> | null>(LIVE_SET_TTL_MS, 1);

  constructor(
    private readonly judgeServers: JudgeServerService,
    private readonly availability: JudgeLanguageAvailability,
  ) {}

  onModuleInit(): void {
    this.availability.register(this);
  }

  async withoutJudge(names: readonly string[]): Promise<string[]> {
    const live = await this.cache.get('live', () => this.readLiveLanguages());
    return live ? names.filter((name) => !live.has(name)) : [];
  }

  /** null when no judge is online, or when the registry cannot be read (refuse nothing then). */
  private async readLiveLanguages(): Promise<ReadonlySet<string> | null> {
    try {
      const online = (await this.judgeServers.list()).filter((judge) => judge.online);
      return online.length > 0 ? new Set(online.flatMap((judge) => judge.languages)) : null;
    } catch (error) {
      this.logger.warn(`The judge registry could not be read: ${String(error)}`);
      return null;
    }
  }
}
