import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { toBool } from '../../common/http/query-transforms';

/** `GET /api/get-last-week-submission-statistics?forceRefresh=`: honoured for admins only. */
export class SubmissionStatisticsQueryDto {
  @IsOptional() @Transform(toBool) @IsBoolean() forceRefresh?: boolean;
}
