import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { toTrimmed } from '../../common/http/query-transforms';

const PORT = 'The SMTP port must be an integer from 1 to 65535';

/**
 * `PUT /api/admin/config/set-email-config` (HOJ EmailConfigDTO). Absent fields keep their value;
 * an empty or absent password keeps the stored one, since the screen never receives it.
 */
export class UpdateEmailConfigDto {
  @IsOptional()
  @Transform(toTrimmed)
  @IsString({ message: 'The SMTP host must be text' })
  @MaxLength(255, { message: 'The SMTP host can not exceed 255 characters' })
  @ValidateIf((_dto, value) => value !== '')
  @Matches(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/, {
    message: 'The SMTP host must be a host name or an IP address',
  })
  emailHost?: string;

  @IsOptional()
  @IsInt({ message: PORT })
  @Min(1, { message: PORT })
  @Max(65535, { message: PORT })
  emailPort?: number;

  @IsOptional()
  @Transform(toTrimmed)
  @IsString({ message: 'The SMTP username must be text' })
  @MaxLength(255, { message: 'The SMTP username can not exceed 255 characters' })
  emailUsername?: string;

  @IsOptional()
  @IsString({ message: 'The SMTP password must be text' })
  @MaxLength(255, { message: 'The SMTP password can not exceed 255 characters' })
  emailPassword?: string;

  @IsOptional() @IsBoolean({ message: 'emailSsl must be true or false' }) emailSsl?: boolean;

  @IsOptional()
  @IsString({ message: 'The mail background image must be text' })
  @MaxLength(500, { message: 'The mail background image can not exceed 500 characters' })
  emailBGImg?: string;
}

/** `POST /api/admin/config/test-email` (HOJ TestEmailDTO). */
export class TestEmailDto {
  @Transform(toTrimmed)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;
}
