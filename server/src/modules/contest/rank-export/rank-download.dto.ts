import { Type } from 'class-transformer';
import { IsInt } from 'class-validator';
import { OptionalFlag } from '../../../common/http/flag-fields';

/** HOJ `download-contest-rank` query. */
export class RankDownloadQueryDto {
  @Type(() => Number) @IsInt({ message: 'cid is required' }) cid: number;
  /** The real board while it is sealed. */
  @OptionalFlag() forceRefresh?: boolean;
  @OptionalFlag() removeStar?: boolean;
}
