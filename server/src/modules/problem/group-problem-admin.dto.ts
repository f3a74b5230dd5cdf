import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { GROUP_PROBLEM_APPLY_PROGRESS as PROGRESS } from '@verdict/common';
import { PageQueryDto } from '../../common/http/pagination';
import { toInt } from '../../common/http/query-transforms';

export class GroupProblemListQueryDto extends PageQueryDto {
  @IsOptional() @IsString() keyword?: string;
  @IsOptional() @Transform(toInt) @IsInt({ message: 'gid must be a number' }) gid?: number;
}

/** HOJ ChangeGroupProblemProgressDTO: the reviewer accepts (2) or refuses (3) an application. */
export class ChangeGroupProblemProgressDto {
  @Transform(toInt) @IsInt({ message: 'pid is required' }) pid: number;

  @Transform(toInt)
  @IsIn([PROGRESS.PUBLIC, PROGRESS.REFUSED], {
    message: 'progress must be 2 (make public) or 3 (refuse)',
  })
  progress: number;
}
