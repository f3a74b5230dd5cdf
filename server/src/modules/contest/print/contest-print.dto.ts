import { Transform, Type } from 'class-transformer';
import { IsInt, IsString, MaxLength } from 'class-validator';
import { CONTEST_CONSTANTS } from '@verdict/common';
import { PageQueryDto } from '../../../common/http/pagination';

/** HOJ ContestPrintDTO; the length rules are checked after trimming. */
export class SubmitPrintDto {
  @Type(() => Number) @IsInt({ message: 'cid is required' }) cid: number;
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Content cannot be empty' })
  @MaxLength(CONTEST_CONSTANTS.printMaxLength, {
    message: `The content can not exceed ${CONTEST_CONSTANTS.printMaxLength} characters`,
  })
  content: string;
}

export class PrintListQueryDto extends PageQueryDto {
  @Type(() => Number) @IsInt({ message: 'cid is required' }) cid: number;
}

export class PrintIdQueryDto {
  @Type(() => Number) @IsInt({ message: 'id is required' }) id: number;
  @Type(() => Number) @IsInt({ message: 'cid is required' }) cid: number;
}

export class PrintDownloadQueryDto {
  @Type(() => Number) @IsInt({ message: 'id is required' }) id: number;
}
