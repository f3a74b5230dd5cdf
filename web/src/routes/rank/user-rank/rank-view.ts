import {
  PAGE_SIZES,
  RANK_PAGE_SIZE,
  RANK_PERIODS,
  RankPeriod,
  RankType,
  type RankPeriodValue,
  type RankTypeValue,
  type UserRankEntry,
} from '@verdict/common';

export interface RankParams {
  period: RankPeriodValue;
  currentPage: number;
  limit: number;
  searchUser?: string;
}

/** The rank page's state from its address; anything unknown falls back to the defaults. */
export function readRankParams(params: URLSearchParams): RankParams {
  const period = Number(params.get('period') ?? RankPeriod.ALL);
  const page = Number(params.get('currentPage') ?? 1);
  const limit = Number(params.get('limit') ?? RANK_PAGE_SIZE);
  const searchUser = params.get('searchUser')?.trim();
  return {
    period: (RANK_PERIODS as readonly number[]).includes(period)
      ? (period as RankPeriodValue)
      : RankPeriod.ALL,
    currentPage: Number.isInteger(page) && page > 0 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : RANK_PAGE_SIZE,
    searchUser: searchUser || undefined,
  };
}

export interface TopChartData {
  labels: string[];
  /** ACM: AC and Total; OI: Score and AC. */
  first: number[];
  second: number[];
}

/** The first ten rows of a page, as the chart's bars. */
export function topChartData(records: readonly UserRankEntry[], type: RankTypeValue): TopChartData {
  const top = records.slice(0, 10);
  return {
    labels: top.map((row) => row.username),
    first: top.map((row) => (type === RankType.OI ? row.score : row.ac)),
    second: top.map((row) => (type === RankType.OI ? row.ac : row.total)),
  };
}
