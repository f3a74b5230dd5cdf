import { defaultMedalCounts, type MedalCounts } from '@verdict/common';

/** The `medals[]` query values: gold, silver and bronze counts. */
export const MEDALS_PARAM = 'medals[]';

/** The counts the URL gives, each a whole number ≥ 0; the default shares for what it lacks. */
export function medalsFromParams(params: URLSearchParams, rankedTeams: number): MedalCounts {
  const given = params.getAll(MEDALS_PARAM).map((value) => (/^\d+$/.test(value) ? Number(value) : null));
  const fallback = defaultMedalCounts(rankedTeams);
  return {
    gold: given[0] ?? fallback.gold,
    silver: given[1] ?? fallback.silver,
    bronze: given[2] ?? fallback.bronze,
  };
}

/** The scroll board's address for a contest and its medal counts (opened in a new window). */
export function scrollBoardUrl(cid: number, medals: MedalCounts): string {
  const params = new URLSearchParams({ cid: String(cid) });
  for (const count of [medals.gold, medals.silver, medals.bronze]) params.append(MEDALS_PARAM, String(count));
  return `/scrollBoard?${params.toString()}`;
}
