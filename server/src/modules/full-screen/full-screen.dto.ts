import { Type } from 'class-transformer';
import { IsInt, IsOptional, ValidateIf } from 'class-validator';

/** The list a focus-mode page walks: a training's (`tid`) or a contest's (`cid`). */
export class FullScreenListQueryDto {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'tid must be a number' }) tid?: number;

  @ValidateIf((query: FullScreenListQueryDto) => query.tid === undefined)
  @Type(() => Number)
  @IsInt({ message: 'cid or tid is required' })
  cid?: number;
}
