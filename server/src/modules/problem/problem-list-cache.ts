import { Injectable } from '@nestjs/common';
import { TtlCache } from '../../common/cache/ttl-cache';
import { TagService } from '../tag/tag.service';

const TTL_MS = 2_000;
const MAX_ENTRIES = 2_000;

/**
 * The public problem list is the busiest read of the site and the same for every visitor apart
 * from their own statuses, so pages are shared for two seconds (counters may lag that much).
 * Admin writes on this instance (problems, and tags the pages show) clear it at once; other
 * instances catch up within the TTL.
 */
@Injectable()
export class ProblemListCache {
  private readonly pages = new TtlCache<unknown>(TTL_MS, MAX_ENTRIES);

  constructor(tags: TagService) {
    tags.onChange(() => this.clear());
  }

  get<V>(key: string, load: () => Promise<V>): Promise<V> {
    return this.pages.get(key, load) as Promise<V>;
  }

  clear(): void {
    this.pages.clear();
  }
}
