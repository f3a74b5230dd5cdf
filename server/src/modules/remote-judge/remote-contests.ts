import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { RecentOtherContest } from '@verdict/common';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { runExclusive } from '../../infra/kv/run-exclusive';
import type { RemoteContest } from './adapters/remote-judge-adapter';
import { RemoteAccountsService } from './remote-accounts.service';
import { RemoteAdapters } from './remote-adapters';

const CACHE_KEY = 'remote-contests';
const REFRESH_MS = 30 * 60_000;
/** A cached list outlives a few failed refreshes, then goes rather than show stale contests. */
const CACHE_SECONDS = 6 * 60 * 60;
const SHOWN = 20;

function toHojEntry(contest: RemoteContest): RecentOtherContest {
  return {
    oj: contest.oj,
    title: contest.title,
    beginTime: new Date(contest.startTime).toISOString(),
    endTime: new Date(contest.startTime + contest.durationSeconds * 1000).toISOString(),
    url: contest.link,
  };
}

/**
 * The home page's "contests on other judges": fetched in the background from every judge the
 * pool has an account on, and cached; the page only ever reads the cache, so a judge out of
 * reach (or no network at all) leaves the list short or empty, never failing the page.
 */
@Injectable()
export class RemoteContests implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RemoteContests.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly accounts: RemoteAccountsService,
    private readonly adapters: RemoteAdapters,
    private readonly kv: KeyValueStore,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), REFRESH_MS);
    this.timer.unref();
    void this.refresh().catch(() => undefined);
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async recent(): Promise<RecentOtherContest[]> {
    const cached = await this.kv.get(CACHE_KEY).catch(() => null);
    if (!cached) return [];
    const now = Date.now();
    return (JSON.parse(cached) as RecentOtherContest[]).filter((c) => new Date(c.endTime).getTime() > now);
  }

  /** Reads every judge's coming contests (one instance at a time); a judge that fails is left out. */
  async refresh(): Promise<void> {
    await runExclusive(this.kv, 'lock:remote-contests', 60, async () => {
      const sites = await this.accounts.sites();
      if (sites.length === 0) return this.kv.delete(CACHE_KEY);
      const lists = await Promise.all(
        sites.map((site) =>
          this.adapters
            .of(site)
            .recentContests()
            .catch((error: unknown) => {
              this.logger.warn(`The contests of ${site.oj} could not be read: ${String(error)}`);
              return [];
            }),
        ),
      );
      const contests = lists
        .flat()
        .sort((a, b) => a.startTime - b.startTime)
        .slice(0, SHOWN)
        .map(toHojEntry);
      await this.kv.set(CACHE_KEY, JSON.stringify(contests), CACHE_SECONDS);
    });
  }
}
