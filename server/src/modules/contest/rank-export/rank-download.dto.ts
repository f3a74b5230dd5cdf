import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional } from 'class-validator';
import { toBool } from '../../../common/http/query-transforms';

/** HOJ `download-contest-rank` query. */
export class RankDownloadQueryDto {
  @Type(() => Number) @IsInt({ message: 'cid is required' }) cid: number;
  /** The real board while it is sealed. */
  @IsOptional() @Transform(toBool) @IsBoolean() forceRefresh?: boolean;
  @IsOptional() @Transform(toBool) @IsBoolean() removeStar?: boolean;
}
