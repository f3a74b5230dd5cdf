import { Injectable } from '@nestjs/common';
import { TtlCache } from '../../common/cache/ttl-cache';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import type { ProblemEntity } from './problem.entity';

const TTL_MS = 2_000;
const MAX_ENTRIES = 2_000;

/** The key of what a problem's detail page shows every viewer alike. */
export const problemDetailKey = (pid: number) => `detail:${pid}`;

/**
 * The public problem list and the problem pages are the busiest reads of the site and the same
 * for every visitor apart from their own statuses, so they are shared for two seconds (counters
 * may lag that much on other instances), as are the problem rows those pages and each message of
 * an assistant conversation read (`ProblemService.findSharedByRef`). Admin writes on this instance
 * (problems, and tags the pages show: `tag.changed`) clear it at once, and a verdict recorded here
 * drops its problem's page, whose counters it changed; other instances catch up within the TTL.
 */
@Injectable()
export class ProblemListCache {
  private readonly pages = new TtlCache<unknown>(TTL_MS, MAX_ENTRIES);
  private readonly problems = new TtlCache<ProblemEntity | null>(TTL_MS, MAX_ENTRIES, TTL_MS);

  get<V>(key: string, load: () => Promise<V>): Promise<V> {
    return this.pages.get(key, load) as Promise<V>;
  }

  /** A problem's row, under a key naming how it was looked up (null: no such problem). */
  problem(key: string, load: () => Promise<ProblemEntity | null>): Promise<ProblemEntity | null> {
    return this.problems.get(key, load);
  }

  @OnAppEvent('tag.changed')
  clear(): void {
    this.pages.clear();
    this.problems.clear();
  }

  @OnAppEvent('submission.verdict')
  verdictChanged({ submission }: AppEvents['submission.verdict']): void {
    this.pages.delete(problemDetailKey(submission.pid));
  }
}
