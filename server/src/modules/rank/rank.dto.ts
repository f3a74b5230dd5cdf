import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  RANK_PAGE_SIZE,
  RANK_PERIODS,
  RankPeriod,
  RankType,
  type RankPeriodValue,
  type RankTypeValue,
} from '@verdict/common';
import { pageWindow, PageQueryDto } from '../../common/http/pagination';
import { toInt, toTrimmedOrUndefined } from '../../common/http/query-transforms';
import type { RankListQuery } from './rank.service';

/** `GET /api/get-rank-list` (HOJ RankController, plus a `period`). */
export class RankListQueryDto extends PageQueryDto {
  @Transform(toInt)
  @IsDefined({ message: 'type must be 0 (ACM) or 1 (OI)' })
  @IsIn(Object.values(RankType), { message: 'type must be 0 (ACM) or 1 (OI)' })
  type: RankTypeValue;

  @IsOptional()
  @Transform(toInt)
  @IsIn(RANK_PERIODS, { message: 'period must be one of 0 (all), 1, 2, 3, 4, 5' })
  period?: RankPeriodValue;

  @IsOptional()
  @Transform(toTrimmedOrUndefined)
  @IsString({ message: 'searchUser must be text' })
  @MaxLength(100, { message: 'searchUser can not exceed 100 characters' })
  searchUser?: string;
}

export function toRankListQuery(dto: RankListQueryDto): RankListQuery {
  const { current, size } = pageWindow(dto, RANK_PAGE_SIZE);
  return {
    type: dto.type,
    period: dto.period ?? RankPeriod.ALL,
    current,
    size,
    searchUser: dto.searchUser,
  };
}
