import type {
  ProblemCounters,
  ProblemListItemView,
  ProblemView,
  ProblemDetailView,
  LanguageView,
  CodeTemplateView,
  SavedCodeView,
} from '@verdict/common';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../common/http/pagination';
import type { CodeTemplateRow, LanguageRow } from '../language/language-rows';
import type { ProblemEntity } from './problem.entity';
import { PUBLIC_PROBLEM_FIELDS } from './problem-fields';
import { pick } from '../../common/objects/pick';
import { toInt } from '../../common/http/query-transforms';
import { OptionalInt, RequiredInt } from '../../common/http/int-fields';
import { OptionalText } from '../../common/http/text-fields';

/** `tagId=1,2` (HOJ's comma-joined list) or repeated parameters. */
const toIntList = ({ value }: { value: unknown }) => {
  if (value === undefined || value === null || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : String(value).split(',')).map((v) => String(v).trim());
  return parts.filter(Boolean).map(Number);
};
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : value === true || String(value) === 'true';

export class ProblemListQueryDto extends PageQueryDto {
  @OptionalText(100) keyword?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'difficulty must be between 0 and 7' })
  @Min(0, { message: 'difficulty must be between 0 and 7' })
  @Max(7, { message: 'difficulty must be between 0 and 7' })
  difficulty?: number;

  @IsOptional()
  @Transform(toIntList)
  @IsArray()
  @IsInt({ each: true, message: 'tagId must be a list of ids' })
  tagId?: number[];
  @IsOptional() @IsString() oj?: string;
}

/** Filters of the public problem picker. */
export class PublicProblemQueryDto extends PageQueryDto {
  @IsOptional() @Transform(toInt) @IsInt() pid?: number;
  @OptionalText(100) keyword?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(7) level?: number;
  @IsOptional() @Transform(toInt) @IsInt() tid?: number;
  @IsOptional()
  @Transform(toIntList)
  @IsArray()
  @IsInt({ each: true, message: 'tags must be a list of ids' })
  tags?: number[];
  @IsOptional() @Transform(toInt) @IsInt() type?: number;
  @IsOptional() @Transform(toInt) @IsInt() gid?: number;
  @IsOptional() @Transform(toInt) @IsInt() exTid?: number;
  @IsOptional() @Transform(toInt) @IsInt() exCid?: number;
  @IsOptional() @IsString() orderBy?: string;
}

export class ProblemDetailQueryDto {
  @IsString({ message: 'problemId is required' })
  problemId: string;

  @IsOptional() @Transform(toInt) @IsInt() gid?: number;
}

/** `gid` opens the problem in its group (the group's problem page and form), as the detail does. */
export class OptionalPidQueryDto {
  @OptionalInt('pid') pid?: number;
  @OptionalInt('gid') gid?: number;
}

export class RequiredPidQueryDto {
  @RequiredInt('pid is required') pid: number;
  @OptionalInt('gid') gid?: number;
}

export class LanguagesQueryDto extends OptionalPidQueryDto {
  @IsOptional() @Transform(toBool) @IsBoolean() all?: boolean;
}

/** The saved code of a problem named as a submit names it: by display id in a contest or training. */
export class SavedCodeQueryDto {
  @IsString({ message: 'problemID is required' })
  @MaxLength(255, { message: 'problemID can not exceed 255 characters' })
  problemID: string;

  @OptionalInt('cid') cid?: number;
  @OptionalInt('tid') tid?: number;
  @OptionalInt('gid') gid?: number;
}

/** `pid` is the problem's internal id; the page it is saved from (a contest, training, group) may name its scope. */
export class SaveCodeQueryDto {
  @RequiredInt('pid is required') pid: number;
  @IsString({ message: 'lang is required' }) lang: string;
  @OptionalInt('cid') cid?: number;
  @OptionalInt('tid') tid?: number;
  @OptionalInt('gid') gid?: number;
}

export class SaveCodeBodyDto {
  @IsString({ message: 'Code can not be empty' })
  @MaxLength(65535, { message: 'Code Length can not exceed 65535' })
  code: string;
}

/** HOJ PidListDTO. */
export class PidListDto {
  @IsArray({ message: 'pidList is required' })
  @IsInt({ each: true, message: 'pidList must hold problem ids' })
  pidList: number[];
  @IsOptional() @IsBoolean() isContestProblemList?: boolean;
  @IsOptional() @IsBoolean() containsEnd?: boolean;
  @IsOptional() @Transform(toInt) @IsInt() cid?: number;
  @IsOptional() @Transform(toInt) @IsInt() gid?: number;
}

export type { ProblemCounters };

export type ProblemListItem = ProblemListItemView<Date>;

export type ProblemResponse = ProblemView<Date>;

export function toProblemResponse(p: ProblemEntity, showAnswer: boolean): ProblemResponse {
  return { ...pick(p, PUBLIC_PROBLEM_FIELDS), answer: showAnswer ? p.answer : null };
}

export type ProblemDetailResponse = ProblemDetailView<Date>;

export type LanguageResponse = LanguageView;

export const toLanguageResponse = (l: LanguageRow, judgeAvailable: boolean): LanguageResponse => ({
  id: l.id,
  name: l.name,
  description: l.description,
  contentType: l.contentType,
  codeTemplate: l.codeTemplate,
  isSpj: l.isSpj,
  oj: l.oj,
  seq: l.seq,
  judgeAvailable,
});

export type CodeTemplateResponse = CodeTemplateView;

export const toCodeTemplateResponse = (t: CodeTemplateRow): CodeTemplateResponse => ({
  id: t.id,
  pid: t.pid,
  lid: t.lid,
  code: t.code,
  status: t.status,
});

export type SavedCodeResponse = SavedCodeView;
