import { Transform, Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PROBLEM_LIMIT_CAPS as CAPS } from '@verdict/common';
import { PageQueryDto } from '../../common/http/pagination';
import { toInt, toTrimmed } from '../../common/http/query-transforms';
import { OptionalInt, RequiredInt } from '../../common/http/int-fields';
import { BoundedText, OptionalText } from '../../common/http/text-fields';

/** Quiz question numbers may arrive as numbers. */
const numberToString = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);
/** HOJ stores extra files as a JSON string; accept the object form too. */
const toJsonString = ({ value }: { value: unknown }) =>
  value && typeof value === 'object' ? JSON.stringify(value) : value === '' ? null : value;

/** HOJ's Problem fields as the admin form sends them; unknown fields are dropped. */
export class ProblemFieldsDto {
  @IsOptional() @Transform(toInt) @IsInt() id?: number;

  /** The contest the problem is created in, as HOJ's form sends it (`problem.cid`); never stored. */
  @OptionalInt('cid') cid?: number;

  @IsOptional()
  @Transform(toTrimmed)
  @IsString()
  @MaxLength(100, { message: 'The problem ID can not exceed 100 characters' })
  problemId?: string | null;

  @BoundedText('Title is required', 255, 'Title can not exceed 255 characters')
  title: string;

  @OptionalText(100) author?: string | null;

  @IsOptional() @IsIn([0, 1], { message: 'type must be 0 (ACM) or 1 (OI)' }) type?: number;
  @IsOptional() @IsString() judgeMode?: string | null;
  @IsOptional() @IsString() judgeCaseMode?: string | null;

  @IsOptional()
  @IsInt({ message: 'Time limit must be a positive integer (ms)' })
  @Min(1, { message: 'Time limit must be a positive integer (ms)' })
  @Max(CAPS.timeLimitMs, { message: `Time limit can not exceed ${CAPS.timeLimitMs} ms` })
  timeLimit?: number;

  @IsOptional()
  @IsInt({ message: 'Memory limit must be a positive integer (MB)' })
  @Min(1, { message: 'Memory limit must be a positive integer (MB)' })
  @Max(CAPS.memoryLimitMb, { message: `Memory limit can not exceed ${CAPS.memoryLimitMb} MB` })
  memoryLimit?: number;

  @IsOptional()
  @IsInt({ message: 'Stack limit must be a positive integer (MB)' })
  @Min(1, { message: 'Stack limit must be a positive integer (MB)' })
  @Max(CAPS.stackLimitMb, { message: `Stack limit can not exceed ${CAPS.stackLimitMb} MB` })
  stackLimit?: number;

  @IsOptional() @IsString() description?: string | null;
  @IsOptional() @IsString() input?: string | null;
  @IsOptional() @IsString() output?: string | null;
  @IsOptional() @IsString() examples?: string | null;
  @IsOptional() @IsString() hint?: string | null;
  @IsOptional() @IsString() source?: string | null;
  @IsOptional() @IsString() answer?: string | null;

  @IsOptional()
  @IsInt({ message: 'difficulty must be between 0 and 7' })
  @Min(0, { message: 'difficulty must be between 0 and 7' })
  @Max(7, { message: 'difficulty must be between 0 and 7' })
  difficulty?: number;

  @IsOptional()
  @IsIn([1, 2, 3], { message: 'auth must be 1 (public), 2 (private) or 3 (contest)' })
  auth?: number;

  @IsOptional() @IsInt() @Min(0) ioScore?: number;
  @IsOptional() @IsBoolean() codeShare?: boolean;
  @IsOptional() @IsBoolean() isRemoveEndBlank?: boolean;
  @IsOptional() @IsBoolean() openCaseResult?: boolean;
  @IsOptional() @IsBoolean() isFileIO?: boolean;
  @IsOptional() @Transform(toTrimmed) @IsString() @MaxLength(100) ioReadFileName?: string | null;
  @IsOptional() @Transform(toTrimmed) @IsString() @MaxLength(100) ioWriteFileName?: string | null;
  @IsOptional() @IsString() spjLanguage?: string | null;
  @IsOptional() @IsString() spjCode?: string | null;
  @IsOptional() @Transform(toJsonString) @IsString() userExtraFile?: string | null;
  @IsOptional() @Transform(toJsonString) @IsString() judgeExtraFile?: string | null;
  @IsOptional() @IsIn([0, 1], { message: 'model must be 0 (programming) or 1 (quiz)' }) model?: number;
  @IsOptional() @IsBoolean() isVip?: boolean;
  @IsOptional() @IsBoolean() isUploadCase?: boolean;
  /** The group form's owning group; the back office's own saves leave a problem's group as it is. */
  @IsOptional() @Transform(toInt) @IsInt({ message: 'problem.gid must be a number' }) gid?: number | null;
}

/** HOJ ProblemCase as sent in `samples`. */
export class ProblemCaseDto {
  @IsOptional()
  @Transform(numberToString)
  @IsString({ message: 'Test case input must be text' })
  input?: string | null;

  @IsOptional()
  @Transform(numberToString)
  @IsString({ message: 'Test case output must be text' })
  output?: string | null;
  @IsOptional() @Transform(toInt) score?: number | null;
  @IsOptional() @Transform(toInt) groupNum?: number | null;
}

export class ProblemLanguageDto {
  @IsOptional() @Transform(toInt) @IsInt() id?: number;
  @IsOptional() @IsString() name?: string;
}

export class ProblemTagRefDto {
  @IsOptional() @Transform(toInt) @IsInt() id?: number | null;
  @IsOptional() @IsString() name?: string | null;
  @IsOptional() @IsString() color?: string | null;
}

export class CodeTemplateDto {
  @RequiredInt('The language of a code template is required') lid: number;
  @IsOptional() @IsString() code?: string | null;
  @IsOptional() @IsBoolean() status?: boolean;
}

/** HOJ's ProblemDTO (create and edit). */
export class ProblemDto {
  @IsDefined({ message: 'problem is required' })
  @IsObject({ message: 'problem is required' })
  @ValidateNested()
  @Type(() => ProblemFieldsDto)
  problem: ProblemFieldsDto;

  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ProblemCaseDto)
  samples?: ProblemCaseDto[];
  @IsOptional() @IsBoolean() isUploadTestCase?: boolean;
  @IsOptional() @IsString() uploadTestcaseDir?: string | null;
  @IsOptional() @IsString() judgeMode?: string | null;
  @IsOptional() @IsBoolean() changeModeCode?: boolean;
  @IsOptional() @IsBoolean() changeJudgeCaseMode?: boolean;

  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ProblemLanguageDto)
  languages?: ProblemLanguageDto[];

  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ProblemTagRefDto)
  tags?: ProblemTagRefDto[];

  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => CodeTemplateDto)
  codeTemplates?: CodeTemplateDto[];
}

export class AdminProblemListQueryDto extends PageQueryDto {
  @IsOptional() @IsString() keyword?: string;
  @IsOptional() @Transform(toInt) @IsInt() auth?: number;
  @IsOptional() @IsString() oj?: string;
}

export class PidQueryDto {
  @RequiredInt('pid is required')
  pid: number;
}

export class ChangeProblemAuthDto {
  @RequiredInt('id is required') id: number;
  @Transform(toInt)
  @IsIn([1, 2, 3], { message: 'auth must be 1 (public), 2 (private) or 3 (contest)' })
  auth: number;
}

export class CompileDto {
  @IsString({ message: 'Code can not be empty' })
  @IsNotEmpty({ message: 'Code can not be empty' })
  @MaxLength(65535, { message: 'Code Length can not exceed 65535' })
  code: string;

  @IsOptional() @Transform(toInt) @IsInt() pid?: number | null;
  @IsString({ message: 'language is required' }) language: string;
  @IsOptional() @IsObject() extraFiles?: Record<string, string> | null;
}
