import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { GROUP_PROBLEM_APPLY_PROGRESS as PROGRESS } from '@verdict/common';
import { PageQueryDto } from '../../common/http/pagination';
import { toInt } from '../../common/http/query-transforms';
import { OptionalInt, RequiredInt } from '../../common/http/int-fields';

export class GroupProblemListQueryDto extends PageQueryDto {
  @IsOptional() @IsString() keyword?: string;
  @OptionalInt('gid') gid?: number;
}

/** HOJ ChangeGroupProblemProgressDTO: the reviewer accepts (2) or refuses (3) an application. */
export class ChangeGroupProblemProgressDto {
  @RequiredInt('pid is required') pid: number;

  @Transform(toInt)
  @IsIn([PROGRESS.PUBLIC, PROGRESS.REFUSED], {
    message: 'progress must be 2 (make public) or 3 (refuse)',
  })
  progress: number;
}
