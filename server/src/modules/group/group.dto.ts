import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  GroupJoinRule,
  type GroupCardView,
  type GroupDetailView,
  type GroupMemberView,
} from '@verdict/common';
import { CurrentPage, PageQueryDto } from '../../common/http/pagination';
import { pick } from '../../common/objects/pick';
import { toBool, toInt, toTrimmed } from '../../common/http/query-transforms';
import type { UserAccount } from '../user/user-account';
import type { GroupMemberEntity } from './group-member.entity';
import { GROUP_LIMITS as L, GROUP_MESSAGES } from './group-messages';
import type { GroupEntity } from './group.entity';
import { OptionalInt, RequiredInt } from '../../common/http/int-fields';
import { RequiredText } from '../../common/http/text-fields';

/** Short names are stored in capitals, whatever case the form was typed in (HOJ's form gives no hint). */
const trimmedUpperCase = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

/** true/false (or their texts, 1 and 0); anything else is left as it is, for `@IsBoolean` to refuse. */
const strictBool = ({ value }: { value: unknown }) => {
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return value;
};

const GROUP_AUTHS = Object.values(GroupJoinRule);

/** Membership of a protected or private group goes through review and needs the code. */
export const isReviewed = (auth: number | undefined) =>
  auth === GroupJoinRule.PROTECTED || auth === GroupJoinRule.PRIVATE;

/** POST /api/group (HOJ Group); PUT sends `id` as well. */
export class GroupInputDto {
  @OptionalInt('id') id?: number;

  @RequiredText(GROUP_MESSAGES.nameRequired)
  @Length(L.nameMin, L.nameMax, { message: GROUP_MESSAGES.nameLength })
  name: string;

  @IsString({ message: GROUP_MESSAGES.shortNameRequired })
  @IsNotEmpty({ message: GROUP_MESSAGES.shortNameRequired })
  @Length(L.shortNameMin, L.shortNameMax, { message: GROUP_MESSAGES.shortNameLength })
  @Matches(/^[A-Z0-9]+$/, { message: GROUP_MESSAGES.shortNamePattern })
  @Transform(trimmedUpperCase)
  shortName: string;

  @IsOptional()
  @MaxLength(L.briefMax, { message: GROUP_MESSAGES.briefTooLong })
  @IsString({ message: GROUP_MESSAGES.briefTooLong })
  @Transform(toTrimmed)
  brief?: string;

  @IsOptional()
  @MaxLength(L.descriptionMax, { message: GROUP_MESSAGES.descriptionTooLong })
  @IsString({ message: GROUP_MESSAGES.descriptionTooLong })
  description?: string;

  @IsIn(GROUP_AUTHS, { message: GROUP_MESSAGES.authInvalid })
  @Transform(toInt)
  auth: number;

  @ValidateIf((dto: GroupInputDto) => isReviewed(dto.auth))
  @RequiredText(GROUP_MESSAGES.codeRequired)
  @Length(L.codeMin, L.codeMax, { message: GROUP_MESSAGES.codeLength })
  code?: string | null;

  @IsOptional()
  @IsBoolean({ message: GROUP_MESSAGES.visibleInvalid })
  @Transform(strictBool)
  visible?: boolean;
}

/** GET /api/get-group-list. */
export class GroupListQueryDto {
  @CurrentPage() currentPage?: number;

  @IsOptional()
  @IsIn(L.listPageSizes, { message: GROUP_MESSAGES.limitInvalid })
  @Transform(toInt)
  limit?: number;
  @IsOptional() @IsString() @MaxLength(100) @Transform(toTrimmed) keyword?: string;
  @IsOptional() @IsIn(GROUP_AUTHS, { message: GROUP_MESSAGES.authInvalid }) @Transform(toInt) auth?: number;
  @IsOptional()
  @IsBoolean({ message: 'onlyMine must be true or false' })
  @Transform(toBool)
  onlyMine?: boolean;
}

export class GroupIdQueryDto {
  @RequiredInt(GROUP_MESSAGES.gidRequired) gid: number;
}

/** GET /api/group/get-member-list and get-apply-list. */
export class GroupMemberListQueryDto extends PageQueryDto {
  @RequiredInt(GROUP_MESSAGES.gidRequired) gid: number;
  @IsOptional() @IsString() @MaxLength(100) @Transform(toTrimmed) keyword?: string;
  @IsOptional()
  @IsIn([1, 2, 3, 4, 5], { message: GROUP_MESSAGES.memberAuthInvalid })
  @Transform(toInt)
  auth?: number;
}

/** POST /api/group/member: the application (query parameters, as HOJ sends them). */
export class GroupApplyQueryDto {
  @RequiredInt(GROUP_MESSAGES.gidRequired) gid: number;
  @IsOptional() @IsString() @Transform(toTrimmed) code?: string;
  @IsOptional() @IsString() @Transform(toTrimmed) reason?: string;
}

/** PUT /api/group/member (HOJ GroupMember). */
export class GroupMemberUpdateDto {
  @RequiredInt(GROUP_MESSAGES.gidRequired) gid: number;
  @IsNotEmpty({ message: GROUP_MESSAGES.uidRequired })
  @IsString({ message: GROUP_MESSAGES.uidRequired })
  uid: string;
  @IsIn([1, 2, 3, 4, 5], { message: GROUP_MESSAGES.memberAuthInvalid }) @Transform(toInt) auth: number;
}

/** DELETE /api/group/member. */
export class GroupMemberDeleteQueryDto {
  @RequiredInt(GROUP_MESSAGES.gidRequired) gid: number;
  @IsNotEmpty({ message: GROUP_MESSAGES.uidRequired })
  @IsString({ message: GROUP_MESSAGES.uidRequired })
  uid: string;
}

/** GET /api/group/get-announcement-list and get-admin-announcement-list. */
export class GroupPageQueryDto extends PageQueryDto {
  @RequiredInt(GROUP_MESSAGES.gidRequired) gid: number;
}

/** The wire shapes live in `@verdict/common`; the server builds them with `Date` times. */
export type GroupCardResponse = GroupCardView<Date>;
export type GroupDetailResponse = GroupDetailView<Date>;
export type GroupMemberResponse = GroupMemberView<Date>;

// prettier-ignore
const GROUP_CARD_FIELDS = [
  'id', 'avatar', 'name', 'shortName', 'brief', 'owner', 'uid', 'auth', 'visible', 'status', 'gmtCreate',
] as const;

export function toGroupCard(group: GroupEntity, memberCount: number): GroupCardResponse {
  return { ...pick(group, GROUP_CARD_FIELDS), memberCount };
}

export function toGroupDetail(group: GroupEntity, memberCount: number, isRoot: boolean): GroupDetailResponse {
  return {
    ...toGroupCard(group, memberCount),
    description: group.description,
    code: isRoot ? group.code : null,
    gmtModified: group.gmtModified,
  };
}

export function toGroupMember(
  row: GroupMemberEntity,
  user: Pick<UserAccount, 'username' | 'nickname' | 'avatar'> | undefined,
): GroupMemberResponse {
  return {
    ...pick(row, ['id', 'gid', 'uid', 'auth', 'reason', 'gmtCreate']),
    username: user?.username ?? '',
    nickname: user?.nickname ?? null,
    avatar: user?.avatar ?? null,
    gmtModify: row.gmtModified,
  };
}
