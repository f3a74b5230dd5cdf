import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalDisplayId } from '../../../common/http/display-id.decorator';
import { PageQueryDto } from '../../../common/http/pagination';
import { toInt } from '../../../common/http/query-transforms';
import { AdminContestDto, ContestListQueryDto } from '../contest.dto';

/** What the group contest routes answer when they refuse. */
export const GROUP_CONTEST_MESSAGES = {
  gidRequired: 'gid is required',
  cidRequired: 'cid is required',
  idRequired: 'id is required',
  problemIdRequired: 'problemId is required',
  notGroupContest: 'The contest does not exist',
  notYourContest: 'Only the group root or the contest author can manage this contest',
  otherGroupProblem: 'The problem does not belong to this group',
  groupProblemNotFound: 'The group problem does not exist',
  notPublicProblem: 'Only public problems can be added from the public problem set',
} as const;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `GET /api/group/get-contest-list`: the public list's filters within one group. */
export class GroupContestListQueryDto extends ContestListQueryDto {
  @Transform(toInt) @IsInt({ message: GROUP_CONTEST_MESSAGES.gidRequired }) gid: number;
}

/** `GET /api/group/get-admin-contest-list`. */
export class GroupAdminContestListQueryDto extends PageQueryDto {
  @Transform(toInt) @IsInt({ message: GROUP_CONTEST_MESSAGES.gidRequired }) gid: number;
  @IsOptional() @IsString() @MaxLength(100) keyword?: string;
}

/** HOJ AdminContestVO as the group contest form sends it: the site form plus the owning group. */
export class GroupContestDto extends AdminContestDto {
  @Type(() => Number) @IsInt({ message: GROUP_CONTEST_MESSAGES.gidRequired }) gid: number;
}

/** `POST /api/group/add-contest-problem-from-group?problemId&cid&displayId`: a group problem by its display id. */
export class AddGroupContestProblemQueryDto {
  @Transform(trimmed)
  @IsString({ message: GROUP_CONTEST_MESSAGES.problemIdRequired })
  @IsNotEmpty({ message: GROUP_CONTEST_MESSAGES.problemIdRequired })
  @MaxLength(255, { message: 'The display id can not exceed 255 characters' })
  problemId: string;

  @Transform(toInt) @IsInt({ message: GROUP_CONTEST_MESSAGES.cidRequired }) cid: number;

  @OptionalDisplayId() displayId?: string;
}

/** `DELETE /api/group/contest-announcement?aid&cid`. */
export class GroupContestAnnouncementQueryDto {
  @Transform(toInt) @IsInt({ message: 'aid is required' }) aid: number;
  @Transform(toInt) @IsInt({ message: GROUP_CONTEST_MESSAGES.cidRequired }) cid: number;
}
