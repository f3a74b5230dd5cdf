import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { RANK_PERIODS, RankType, type RankPeriodValue, type RankTypeValue } from '@verdict/common';
import { PageQueryDto } from '../../../common/http/pagination';
import { toInt, toTrimmedOrUndefined } from '../../../common/http/query-transforms';
import { RequiredInt } from '../../../common/http/int-fields';

export const GROUP_RANK_MESSAGES = {
  gidRequired: 'gid is required',
  typeInvalid: 'type must be 0 (ACM) or 1 (OI)',
  periodInvalid: 'period must be one of 0 (all), 1, 2, 3, 4, 5',
  searchUserInvalid: 'searchUser must be text',
  searchUserTooLong: 'searchUser can not exceed 100 characters',
} as const;

/**
 * `GET /api/get-group-rank-list` (HOJ GroupRankController, plus a `period`). `type`
 * defaults to ACM and `period` to 0 (all), as the rank page opens.
 */
export class GroupRankQueryDto extends PageQueryDto {
  @RequiredInt(GROUP_RANK_MESSAGES.gidRequired) gid: number;

  @IsOptional()
  @Transform(toInt)
  @IsIn(Object.values(RankType), { message: GROUP_RANK_MESSAGES.typeInvalid })
  type?: RankTypeValue;

  @IsOptional()
  @Transform(toInt)
  @IsIn(RANK_PERIODS, { message: GROUP_RANK_MESSAGES.periodInvalid })
  period?: RankPeriodValue;

  @IsOptional()
  @Transform(toTrimmedOrUndefined)
  @IsString({ message: GROUP_RANK_MESSAGES.searchUserInvalid })
  @MaxLength(100, { message: GROUP_RANK_MESSAGES.searchUserTooLong })
  searchUser?: string;
}
