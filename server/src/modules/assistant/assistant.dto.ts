import { ASSISTANT_CONSTANTS } from '@verdict/common';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { OptionalInt } from '../../common/http/int-fields';
import { PageQueryDto } from '../../common/http/pagination';
import { toBool } from '../../common/http/query-transforms';

/** `GET /ai/init-session`: the problem as its page names it, where it was opened, and for a hint the submission. */
export class InitSessionQueryDto {
  @IsString({ message: 'pid is required' })
  @MaxLength(255, { message: 'pid is required' })
  pid: string;

  @OptionalInt('cid') cid?: number;
  @OptionalInt('tid') tid?: number;
  @OptionalInt('gid') gid?: number;
  @OptionalInt('submitId') submitId?: number;

  /** Start a new conversation instead of continuing the latest. */
  @IsOptional() @Transform(toBool) @IsBoolean() fresh?: boolean;
}

/** `GET /ai/chat/{id}?message=`: the length is checked against the admin's limit by the service. */
export class ChatQueryDto {
  @IsOptional() @IsString({ message: 'Please enter a message' }) message?: string;
}

export class SessionPageQueryDto extends PageQueryDto {}

export class AssistantCodeDto {
  @IsString({ message: 'code must be text' })
  @MaxLength(ASSISTANT_CONSTANTS.codeMaxLength, { message: 'The code is too long' })
  code: string;

  @IsString({ message: 'language must be text' })
  @MaxLength(64, { message: 'language is too long' })
  language: string;
}

/** The back office's form; absent fields keep their value, an empty key keeps the stored one. */
export class AssistantConfigDto {
  @IsOptional() @IsBoolean() enabled?: boolean;

  @IsOptional()
  @IsString()
  @ValidateIf((_, value) => value !== '')
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    {
      message: 'The model address must be an http:// or https:// URL',
    },
  )
  baseUrl?: string;

  @IsOptional() @IsString() @MaxLength(200) model?: string;
  @IsOptional() @IsString() @MaxLength(500) apiKey?: string;
  @IsOptional() @IsString() @MaxLength(20000) systemPrompt?: string;
  @IsOptional() @IsString() @MaxLength(20000) hintRule?: string;

  @IsOptional()
  @IsInt({ message: 'dailyMessages must be a whole number' })
  @Min(0)
  @Max(100000)
  dailyMessages?: number;

  @IsOptional()
  @IsInt({ message: 'streamsPerUser must be a whole number' })
  @Min(1, { message: 'streamsPerUser must be at least 1' })
  @Max(10)
  streamsPerUser?: number;

  @IsOptional()
  @IsInt({ message: 'maxMessageLength must be a whole number' })
  @Min(1, { message: 'maxMessageLength must be at least 1' })
  @Max(20000)
  maxMessageLength?: number;
}
