import { IsIn, IsOptional, IsString } from 'class-validator';
import { ROLE_NAMES, RoleId, type UserInfoView } from '@verdict/common';
import type { UserEntity } from './user.entity';
import { OptionalText } from '../../common/http/text-fields';

export type UserInfoResponse = UserInfoView<Date>;

export function toUserInfoResponse(user: UserEntity): UserInfoResponse {
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    realname: user.realname,
    email: user.email,
    school: user.school,
    number: user.number,
    gender: user.gender,
    signature: user.signature,
    github: user.github,
    blog: user.blog,
    cfUsername: user.cfUsername,
    avatar: user.avatar,
    titleName: user.titleName,
    titleColor: user.titleColor,
    isVip: user.isVip,
    role: user.role,
    roleList: [ROLE_NAMES[user.role as RoleId] ?? 'default_user'],
    gmtCreate: user.gmtCreate,
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
