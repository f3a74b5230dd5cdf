import { Type } from 'class-transformer';
import { IsInt } from 'class-validator';
import { OptionalDisplayId } from '../../../common/http/display-id.decorator';
import { PageQueryDto } from '../../../common/http/pagination';
import { AdminContestDto, ContestListQueryDto } from '../contest.dto';
import { RequiredInt } from '../../../common/http/int-fields';
import { BoundedText, OptionalText } from '../../../common/http/text-fields';

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

/** `GET /api/group/get-contest-list`: the public list's filters within one group. */
export class GroupContestListQueryDto extends ContestListQueryDto {
  @RequiredInt(GROUP_CONTEST_MESSAGES.gidRequired) gid: number;
}

/** `GET /api/group/get-admin-contest-list`. */
export class GroupAdminContestListQueryDto extends PageQueryDto {
  @RequiredInt(GROUP_CONTEST_MESSAGES.gidRequired) gid: number;
  @OptionalText(100) keyword?: string;
}

/** HOJ AdminContestVO as the group contest form sends it: the site form plus the owning group. */
export class GroupContestDto extends AdminContestDto {
  @Type(() => Number) @IsInt({ message: GROUP_CONTEST_MESSAGES.gidRequired }) gid: number;
}

/** `POST /api/group/add-contest-problem-from-group?problemId&cid&displayId`: a group problem by its display id. */
export class AddGroupContestProblemQueryDto {
  @BoundedText(GROUP_CONTEST_MESSAGES.problemIdRequired, 255, 'The display id can not exceed 255 characters')
  problemId: string;

  @RequiredInt(GROUP_CONTEST_MESSAGES.cidRequired) cid: number;

  @OptionalDisplayId() displayId?: string;
}

/** `DELETE /api/group/contest-announcement?aid&cid`. */
export class GroupContestAnnouncementQueryDto {
  @RequiredInt('aid is required') aid: number;
  @RequiredInt(GROUP_CONTEST_MESSAGES.cidRequired) cid: number;
}
