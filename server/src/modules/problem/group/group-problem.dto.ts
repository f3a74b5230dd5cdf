import { Transform } from 'class-transformer';
import { IsBoolean, IsIn } from 'class-validator';
import { PageQueryDto } from '../../../common/http/pagination';
import { toInt } from '../../../common/http/query-transforms';
import { RequiredInt } from '../../../common/http/int-fields';
import { OptionalText } from '../../../common/http/text-fields';
import { OptionalFlag } from '../../../common/http/flag-fields';

/** What the group problem routes answer when they refuse. */
export const GROUP_PROBLEM_MESSAGES = {
  gidRequired: 'gid is required',
  pidRequired: 'pid is required',
  problemGidRequired: 'problem.gid is required',
  problemIdRequired: 'The problem ID is required',
  gidFixed: 'The group of a problem can not be changed',
  notYourProblem: 'You can only edit or delete your own group problems',
  applyNotYours: 'Only the problem author or a group root can apply to make it public',
  downloadNotYours: 'Only the group root or the problem author can download its test data',
  authInvalid: 'auth must be 1 (public), 2 (private) or 3 (contest)',
  isAppliedRequired: 'isApplied must be true or false',
} as const;

/** A group's page of problems (`gid` plus HOJ's paging). */
export class GroupProblemPageQueryDto extends PageQueryDto {
  @RequiredInt(GROUP_PROBLEM_MESSAGES.gidRequired) gid: number;
  @OptionalText(100) keyword?: string;
}

export class GroupGidQueryDto {
  @RequiredInt(GROUP_PROBLEM_MESSAGES.gidRequired) gid: number;
}

export class GroupPidQueryDto {
  @RequiredInt(GROUP_PROBLEM_MESSAGES.pidRequired) pid: number;
}

/** `get-problem-cases?pid&isUpload`: HOJ's flag is accepted; the rows say themselves what they hold. */
export class GroupProblemCasesQueryDto extends GroupPidQueryDto {
  @OptionalFlag() isUpload?: boolean;
}

export class ChangeGroupProblemAuthQueryDto extends GroupPidQueryDto {
  @Transform(toInt) @IsIn([1, 2, 3], { message: GROUP_PROBLEM_MESSAGES.authInvalid }) auth: number;
}

/** `true`/`false` as HOJ sends them; anything else stays as it came and fails the check. */
const strictBool = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

export class ApplyPublicQueryDto extends GroupPidQueryDto {
  @Transform(strictBool) @IsBoolean({ message: GROUP_PROBLEM_MESSAGES.isAppliedRequired }) isApplied: boolean;
}
