import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  Validate,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import {
  CODE_MAX_LENGTH,
  MANUAL_JUDGE_STATUSES,
  TEST_INPUT_MAX_LENGTH,
  type SubmissionView,
} from '@verdict/common';
import { PageQueryDto } from '../../common/http/pagination';
import type { SubmissionEntity } from './submission.entity';
import { OptionalText } from '../../common/http/text-fields';
import { OptionalFlag } from '../../common/http/flag-fields';

export const CODE_EMPTY = 'Code can not be empty';
export const CODE_TOO_LONG = 'Code Length can not exceed 65535';

@ValidatorConstraint({ name: 'notBlank' })
class NotBlank implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && value.trim().length > 0;
  }
}

/** What every run of user code carries besides its problem: the language and the source. */
class CodeRunDto {
  @IsString({ message: 'Language is required' })
  @IsNotEmpty({ message: 'Language is required' })
  language: string;

  @IsString({ message: CODE_EMPTY })
  @Validate(NotBlank, { message: CODE_EMPTY })
  @MaxLength(CODE_MAX_LENGTH, { message: CODE_TOO_LONG })
  code: string;
}

/** HOJ SubmitJudgeDTO. */
export class SubmitJudgeDto extends CodeRunDto {
  /**
   * The problem as the scope names it (see `AccessService.problemNamed`): the contest's display
   * id in a contest, the problem id elsewhere. A JSON number is read as that text, as HOJ does.
   */
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @IsString({ message: 'pid is required' })
  @Validate(NotBlank, { message: 'pid is required' })
  @MaxLength(255, { message: 'pid can not exceed 255 characters' })
  pid: string;

  @IsOptional() @Type(() => Number) @IsInt() @Min(0) cid?: number;
  @IsOptional() @Type(() => Number) @IsInt() tid?: number;
  @IsOptional() @Type(() => Number) @IsInt() gid?: number;
  @IsOptional() @IsBoolean() isRemote?: boolean;
}

/** HOJ TestJudgeDTO: the problem by its internal id. */
export class TestJudgeDto extends CodeRunDto {
  @Type(() => Number)
  @IsInt({ message: 'pid is required' })
  pid: number;

  @IsOptional()
  @IsString({ message: 'The test input must be text' })
  @MaxLength(TEST_INPUT_MAX_LENGTH, { message: 'The test input can not exceed 10000 characters' })
  userInput?: string;

  @IsOptional()
  @IsString({ message: 'The expected output must be text' })
  @MaxLength(TEST_INPUT_MAX_LENGTH, { message: 'The expected output can not exceed 10000 characters' })
  expectedOutput?: string;

  @IsOptional() @IsString() type?: string;
  @IsOptional() @IsString() mode?: string;
  @IsOptional() @IsBoolean() isRemoteJudge?: boolean;
}

/** A run in the online IDE: no problem, the IDE's own limits. */
export class IdeRunDto extends CodeRunDto {
  @IsOptional()
  @IsString({ message: 'The test input must be text' })
  @MaxLength(TEST_INPUT_MAX_LENGTH, { message: 'The test input can not exceed 10000 characters' })
  input?: string;
}

export class SubmissionListQueryDto extends PageQueryDto {
  @OptionalFlag() onlyMine?: boolean;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'status must be a number' }) status?: number;
  @OptionalText(100) username?: string;
  @OptionalText(255) problemID?: string;
  @OptionalFlag() completeProblemID?: boolean;
  /** Group filter: -2 all, -1 my campus, else a group id. */
  @IsOptional() @Type(() => Number) @IsInt() gid?: number;
}

export class SubmitIdQueryDto {
  @Type(() => Number)
  @IsInt({ message: 'submitId is required' })
  submitId: number;
}

export class LastAcceptedCodeQueryDto {
  @Type(() => Number)
  @IsInt({ message: 'pid is required' })
  pid: number;

  /** Contest id; 0 or absent means outside contests. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) cid?: number;
}

export class SubmitIdListDto {
  @IsArray({ message: 'submitIds must be a list' })
  @ArrayMaxSize(200, { message: 'At most 200 submissions can be checked at once' })
  @Type(() => Number)
  @IsInt({ each: true, message: 'submitIds must be numbers' })
  submitIds: number[];

  @IsOptional() @Type(() => Number) @IsInt() cid?: number;
}

export class ShareSubmissionDto {
  @Type(() => Number)
  @IsInt({ message: 'submitId is required' })
  submitId: number;

  @IsBoolean({ message: 'share must be true or false' })
  share: boolean;
}

export class ManualJudgeQueryDto extends SubmitIdQueryDto {
  @Type(() => Number)
  @IsInt({ message: 'status is required' })
  @IsIn(MANUAL_JUDGE_STATUSES, { message: 'This status can not be set by hand' })
  status: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'score must be an integer' })
  @Min(0, { message: 'score must be at least 0' })
  score?: number;
}

export class DeleteUserProblemSubmissionsDto {
  @IsString({ message: 'problemId is required' })
  @IsNotEmpty({ message: 'problemId is required' })
  problemId: string;

  @IsString({ message: 'uid is required' })
  @IsNotEmpty({ message: 'uid is required' })
  uid: string;
}

/** A submission as lists and polling see it: never the code. */
export type SubmissionSummary = SubmissionView<Date>;

export function toSubmissionSummary(row: SubmissionEntity, title?: string): SubmissionSummary {
  return {
    submitId: row.submitId,
    uid: row.uid,
    username: row.username,
    pid: row.pid,
    displayPid: row.displayPid,
    title,
    cid: row.cid,
    gid: row.gid,
    status: row.status,
    score: row.score,
    oiRankScore: row.oiRankScore,
    time: row.time,
    memory: row.memory,
    length: row.length,
    language: row.language,
    judger: row.judger,
    isManual: row.isManual,
    share: row.share,
    submitTime: row.submitTime,
  };
}
