import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { type AdminUserView, ROLE_NAMES, type RoleId, Role } from '@verdict/common';
import { PageQueryDto } from '../../common/http/pagination';
import { toTrimmed } from '../../common/http/query-transforms';
import { MESSAGES, UsernameField } from '../auth/auth.dto';
import { UserStatus, type UserAccount } from '../user/user-account';
import { OptionalFlag } from '../../common/http/flag-fields';
import { pick } from '../../common/objects/pick';

const ROLE_IDS = Object.values(Role);

/** Users one import or one generation may create: each password hash takes about 70 ms. */
export const MAX_USERS_AT_ONCE = 500;

export class UserListQueryDto extends PageQueryDto {
  @OptionalFlag() onlyAdmin?: boolean;
  @IsOptional() @Transform(toTrimmed) @IsString() @MaxLength(100) keyword?: string;
}

/** HOJ AdminEditUserDTO (`type` is the role id), plus `isVip`. */
export class EditUserDto {
  @IsString({ message: 'uid is required' })
  @IsNotEmpty({ message: 'uid is required' })
  uid: string;

  @UsernameField()
  username: string;

  @IsOptional()
  @Transform(toTrimmed)
  @IsString()
  @MaxLength(50, { message: 'Real name can not exceed 50 characters' })
  realname?: string;

  @IsOptional()
  @Transform(toTrimmed)
  @ValidateIf((dto: EditUserDto) => dto.email !== '')
  @IsEmail({}, { message: MESSAGES.emailInvalid })
  email?: string;

  @IsOptional()
  @IsBoolean({ message: 'setNewPwd must be true or false' })
  setNewPwd?: boolean;

  @ValidateIf((dto: EditUserDto) => dto.setNewPwd === true)
  @IsString({ message: 'New password is required' })
  @Length(6, 20, { message: MESSAGES.passwordLength })
  password?: string;

  @IsOptional()
  @Type(() => Number)
  @IsIn(ROLE_IDS, { message: 'The role must be one of 1000 to 1009' })
  type?: number;

  @IsOptional()
  @Type(() => Number)
  @IsIn([UserStatus.NORMAL, UserStatus.DISABLED], { message: 'status must be 0 (normal) or 1 (banned)' })
  status?: number;

  @IsOptional()
  @IsBoolean({ message: 'isVip must be true or false' })
  isVip?: boolean;

  @IsOptional()
  @Transform(toTrimmed)
  @IsString()
  @MaxLength(20, { message: 'Title name can not exceed 20 characters' })
  titleName?: string;

  @IsOptional()
  @Transform(toTrimmed)
  @ValidateIf((dto: EditUserDto) => dto.titleColor !== '')
  @Matches(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'Title colour must be a colour like #1e90ff' })
  titleColor?: string;
}

/** HOJ delete-user body: the uids chosen; the selection can not be empty. */
export class UserIdsDto {
  @IsArray({ message: 'Choose at least one user' })
  @ArrayMinSize(1, { message: 'Choose at least one user' })
  @ArrayMaxSize(1000, { message: 'At most 1000 users can be deleted at once' })
  @IsString({ each: true, message: 'Choose at least one user' })
  ids: string[];
}

/**
 * Not HOJ's: one user added by hand, with the fields of an import row (checked by the same rules)
 * and the role (`type`, as edit-user names it; a default user when left out).
 */
export class AddUserDto {
  @Transform(toTrimmed)
  @IsNotEmpty({ message: MESSAGES.usernameRequired })
  @IsString({ message: MESSAGES.usernameRequired })
  username: string;

  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @IsString({ message: MESSAGES.passwordRequired })
  password: string;

  @IsOptional() @IsString({ message: MESSAGES.emailInvalid }) email?: string;

  @IsOptional() @IsString({ message: 'The real name must be a text' }) realname?: string;

  @IsOptional()
  @Type(() => Number)
  @IsIn(ROLE_IDS, { message: 'The role must be one of 1000 to 1009' })
  type?: number;
}

/** HOJ insert-batch-user: rows of `[username, password, email?, realname?, gender?, nickname?, school?]`. */
export class ImportUsersDto {
  @IsArray({ message: 'The user list can not be empty' })
  @ArrayMinSize(1, { message: 'The user list can not be empty' })
  @ArrayMaxSize(MAX_USERS_AT_ONCE, { message: `At most ${MAX_USERS_AT_ONCE} users can be imported at once` })
  @IsArray({ each: true, message: 'Each row must be a list of texts' })
  users: string[][];
}

/** HOJ generate-user: start number required, end >= start, password length 6–25. */
export class GenerateUsersDto {
  @IsOptional() @Transform(toTrimmed) @IsString() @MaxLength(20) prefix?: string;
  @IsOptional() @Transform(toTrimmed) @IsString() @MaxLength(20) suffix?: string;

  @Type(() => Number)
  @IsInt({ message: 'The start number is required' })
  @Min(0, { message: 'The start number can not be negative' })
  number_from: number;

  @Type(() => Number)
  @IsInt({ message: 'The end number is required' })
  number_to: number;

  @Type(() => Number)
  @IsInt({ message: 'The password length must be a number between 6 and 25' })
  @Min(6, { message: 'The password length must be a number between 6 and 25' })
  @Max(25, { message: 'The password length must be a number between 6 and 25' })
  password_length: number;
}

export class GeneratedKeyQueryDto {
  @IsString({ message: 'key is required' })
  @IsNotEmpty({ message: 'key is required' })
  key: string;
}

// prettier-ignore
const ADMIN_USER_FIELDS = [
  'uid', 'username', 'nickname', 'realname', 'email', 'school', 'gender', 'titleName', 'titleColor', 'isVip',
  'role', 'status', 'recentLoginTime', 'gmtCreate',
] as const;

/** A user as the back office shows them (HOJ UserRolesVO, without the password). */
export function toAdminUserResponse(user: UserAccount): AdminUserView<Date> {
  const roleName = ROLE_NAMES[user.role as RoleId] ?? 'default_user';
  return {
    ...pick(user, ADMIN_USER_FIELDS),
    roleList: [roleName],
    roles: [{ id: user.role, role: roleName }],
  };
}
