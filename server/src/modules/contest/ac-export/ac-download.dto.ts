import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import type { SplitType } from './ac-archive-names';
import { OptionalFlag } from '../../../common/http/flag-fields';

/** HOJ `download-contest-ac-submission` query. */
export class AcDownloadQueryDto {
  @Type(() => Number) @IsInt({ message: 'cid is required' }) cid: number;
  /** Leave out the contest's author and the super admins. */
  @OptionalFlag() excludeAdmin?: boolean;
  @IsOptional()
  @IsIn(['user', 'problem'], { message: 'splitType must be user or problem' })
  splitType?: SplitType;
}
