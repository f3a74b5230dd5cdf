import { useSearchParams } from 'react-router-dom';
import { readRankParams } from './rank-view';

export type RankChanges = Record<string, string | number | undefined>;

/**
 * A rank screen's state kept in its address (`?period&searchUser&currentPage&limit`, plus whatever
 * else the screen adds). Any change starts again on page 1 unless it names the page itself.
 */
export function useRankAddress() {
  const [params, setParams] = useSearchParams();
  const state = readRankParams(params);
  const update = (changes: RankChanges) => {
    const next = new URLSearchParams(params);
    const all: RankChanges = { currentPage: 1, ...changes };
    for (const [key, value] of Object.entries(all)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  return { params, state, update };
}
