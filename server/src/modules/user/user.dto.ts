import { IsIn, IsOptional, IsString } from 'class-validator';
import { ROLE_NAMES, RoleId, type UserInfoView } from '@verdict/common';
import type { UserEntity } from './user.entity';
import { OptionalText } from '../../common/http/text-fields';
import { pick } from '../../common/objects/pick';

export type UserInfoResponse = UserInfoView<Date>;

// prettier-ignore
const USER_INFO_FIELDS = [
  'uid', 'username', 'nickname', 'realname', 'email', 'school', 'number', 'gender', 'signature', 'github',
  'blog', 'cfUsername', 'avatar', 'titleName', 'titleColor', 'isVip', 'role', 'gmtCreate',
] as const;

export function toUserInfoResponse(user: UserEntity): UserInfoResponse {
  return {
    ...pick(user, USER_INFO_FIELDS),
    roleList: [ROLE_NAMES[user.role as RoleId] ?? 'default_user'],
  };
}

/** The fields a user may change on their profile (HOJ writes only these). */
export class ChangeUserInfoDto {
  @OptionalText(20, 'Nickname can not exceed 20 characters')
  nickname?: string;

  @OptionalText(50, 'Real name can not exceed 50 characters')
  realname?: string;

  @OptionalText(100, 'School can not exceed 100 characters')
  school?: string;

  @OptionalText(20, 'Student number can not exceed 20 characters')
  number?: string;

  @IsOptional()
  @IsIn(['male', 'female', 'secrecy'], { message: 'Gender must be male, female or secrecy' })
  gender?: string;

  @OptionalText(65535, 'Signature can not exceed 65535 characters')
  signature?: string;

  @OptionalText(255, 'GitHub address can not exceed 255 characters')
  github?: string;

  @OptionalText(255, 'Blog address can not exceed 255 characters')
  blog?: string;

  @OptionalText(100, 'Codeforces username can not exceed 100 characters')
  cfUsername?: string;
}

export class UserLookupQueryDto {
  @IsOptional() @IsString() uid?: string;
  @IsOptional() @IsString() username?: string;
}
