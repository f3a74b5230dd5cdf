import { Injectable } from '@nestjs/common';
import { TtlCache } from '../../common/cache/ttl-cache';
import type { Page } from '../../common/http/pagination';
import type { ContestResponse } from './contest-view';

/**
 * Pages of the contest lists (the site's and each group's), the same for every visitor. A page is
 * kept one second and served at most one more while it is reloaded, so a contest's status and its
 * participant count lag the clock by two seconds at most; a change this instance makes to a
 * contest drops every page at once.
 */
@Injectable()
export class ContestListCache {
  private readonly pages = new TtlCache<Page<ContestResponse>>(1_000, 1_000, 1_000);

  get(key: string, load: () => Promise<Page<ContestResponse>>): Promise<Page<ContestResponse>> {
    return this.pages.get(key, load);
  }

  clear(): void {
    this.pages.clear();
  }
}
