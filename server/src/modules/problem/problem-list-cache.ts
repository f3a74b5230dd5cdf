import { Injectable } from '@nestjs/common';
import { TtlCache } from '../../common/cache/ttl-cache';
import { OnAppEvent } from '../../events/event-bus';

const TTL_MS = 2_000;
const MAX_ENTRIES = 2_000;

/**
 * The public problem list is the busiest read of the site and the same for every visitor apart
 * from their own statuses, so pages are shared for two seconds (counters may lag that much).
 * Admin writes on this instance (problems, and tags the pages show: `tag.changed`) clear it at
 * once; other instances catch up within the TTL.
 */
@Injectable()
export class ProblemListCache {
  private readonly pages = new TtlCache<unknown>(TTL_MS, MAX_ENTRIES);

  get<V>(key: string, load: () => Promise<V>): Promise<V> {
    return this.pages.get(key, load) as Promise<V>;
  }

  @OnAppEvent('tag.changed')
  clear(): void {
    this.pages.clear();
  }
}
