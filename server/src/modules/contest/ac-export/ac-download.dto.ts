import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional } from 'class-validator';
import { toBool } from '../../../common/http/query-transforms';
import type { SplitType } from './ac-archive-names';

/** HOJ `download-contest-ac-submission` query. */
export class AcDownloadQueryDto {
  @Type(() => Number) @IsInt({ message: 'cid is required' }) cid: number;
  /** Leave out the contest's author and the super admins. */
  @IsOptional() @Transform(toBool) @IsBoolean() excludeAdmin?: boolean;
  @IsOptional()
  @IsIn(['user', 'problem'], { message: 'splitType must be user or problem' })
  splitType?: SplitType;
}
