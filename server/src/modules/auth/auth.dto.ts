import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  MinLength,
} from 'class-validator';
import { toTrimmed } from '../../common/http/query-transforms';
import { BoundedText, RequiredText } from '../../common/http/text-fields';

/**
 * Registration username rule: 2–10 Chinese characters, or a letter, digit or Chinese
 * character followed by 2–19 of dot, at, underscore, letters, digits or Chinese characters.
 */
export const USERNAME_PATTERN =
  /^(?:[\u4e00-\u9fa5]{2,10}|[A-Za-z0-9\u4e00-\u9fa5][.@_A-Za-z0-9\u4e00-\u9fa5]{2,19})$/;

export const MESSAGES = {
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username can not exceed 20 characters',
  usernameTooShort: 'Username length must be between 2 and 20 characters',
  usernameInvalid: 'Invalid username: 2-10 Chinese characters, or 3-20 letters, digits, Chinese, dot, @ or _',
  passwordRequired: 'Password is required',
  passwordLength: 'Password length must be between 6 and 20 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  codeRequired: 'Code is required',
  codeLength: 'Code length must be 6',
  captchaRequired: 'Captcha is required',
  captchaLength: 'Captcha length must be between 1 and 8 characters',
} as const;

/**
 * Combines checks listed most important first, like stacked decorators read top-down: the
 * validation pipe reports the top-most failure, and applyDecorators applies in list order.
 */
function checks(...decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...[...decorators].reverse());
}

function EmailField() {
  return checks(RequiredText(MESSAGES.emailRequired), IsEmail({}, { message: MESSAGES.emailInvalid }));
}

/** A username an account is given (registration, the back office's edit): trimmed, of USERNAME_PATTERN. */
export function UsernameField() {
  return checks(
    BoundedText(MESSAGES.usernameRequired, 20, MESSAGES.usernameTooLong),
    Matches(USERNAME_PATTERN, { message: MESSAGES.usernameInvalid }),
  );
}

/** Passwords are not trimmed: spaces are characters like any other. */
function PasswordField(requiredMessage: string = MESSAGES.passwordRequired, maxLength = 20) {
  return checks(
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    Length(6, maxLength, { message: MESSAGES.passwordLength }),
  );
}

/** Generated accounts get passwords of up to 25 characters, so login takes them too. */
const GENERATED_PASSWORD_MAX = 25;

function MailedCodeField() {
  return checks(RequiredText(MESSAGES.codeRequired), Matches(/^\d{6}$/, { message: MESSAGES.codeLength }));
}

export class LoginDto {
  @BoundedText(MESSAGES.usernameRequired, 20, MESSAGES.usernameTooLong)
  @MinLength(2, { message: MESSAGES.usernameTooShort })
  username: string;

  // Login trims the password as HOJ does, so a pasted trailing space still logs in.
  @Transform(toTrimmed)
  @PasswordField(MESSAGES.passwordRequired, GENERATED_PASSWORD_MAX)
  password: string;

  /** Needed only after repeated failures (LoginCaptchaService); the answer to `captchaKey`'s image. */
  @IsOptional()
  @Transform(toTrimmed)
  @IsString({ message: MESSAGES.captchaRequired })
  @Length(1, 8, { message: MESSAGES.captchaLength })
  captcha?: string;

  @IsOptional()
  @Transform(toTrimmed)
  @IsString({ message: 'captchaKey is required' })
  captchaKey?: string;
}

export class RegisterDto {
  @UsernameField()
  username: string;

  @PasswordField()
  password: string;

  @EmailField()
  email: string;

  @MailedCodeField()
  code: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'deptId must be a number' })
  deptId?: number;
}

export class EmailQueryDto {
  @EmailField()
  email: string;
}

export class CheckUsernameOrEmailDto {
  @IsOptional() @Transform(toTrimmed) @IsString() username?: string;
  @IsOptional() @Transform(toTrimmed) @IsString() email?: string;
}

export class ApplyResetPasswordDto {
  @EmailField()
  email: string;

  @RequiredText(MESSAGES.captchaRequired)
  @Length(1, 8, { message: MESSAGES.captchaLength })
  captcha: string;

  @RequiredText('captchaKey is required')
  captchaKey: string;
}

export class ResetPasswordDto {
  @RequiredText(MESSAGES.usernameRequired)
  username: string;

  @PasswordField()
  password: string;

  @RequiredText(MESSAGES.codeRequired)
  code: string;
}

export class ChangePasswordDto {
  @IsString({ message: 'Old password is required' })
  @IsNotEmpty({ message: 'Old password is required' })
  oldPassword: string;

  @PasswordField('New password is required')
  newPassword: string;
}

export class ChangeEmailDto {
  @IsString({ message: MESSAGES.passwordRequired })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  password: string;

  @EmailField()
  newEmail: string;

  @MailedCodeField()
  code: string;
}

/** HOJ's ChangeAccountVO. */
export interface ChangeAccountResponse {
  code: number;
  msg: string;
}
