import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { PageQueryDto } from '../../common/http/pagination';
import { toInt } from '../../common/http/query-transforms';

/** Where a group problem's "apply to make public" request stands (HOJ `applyPublicProgress`). */
export const ApplyPublicProgress = { APPLYING: 1, PUBLIC: 2, REFUSED: 3 } as const;

export class GroupProblemListQueryDto extends PageQueryDto {
  @IsOptional() @IsString() keyword?: string;
  @IsOptional() @Transform(toInt) @IsInt({ message: 'gid must be a number' }) gid?: number;
}

/** HOJ ChangeGroupProblemProgressDTO: the reviewer accepts (2) or refuses (3) an application. */
export class ChangeGroupProblemProgressDto {
  @Transform(toInt) @IsInt({ message: 'pid is required' }) pid: number;

  @Transform(toInt)
  @IsIn([ApplyPublicProgress.PUBLIC, ApplyPublicProgress.REFUSED], {
    message: 'progress must be 2 (make public) or 3 (refuse)',
  })
  progress: number;
}
