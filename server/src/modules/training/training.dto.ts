import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { DisplayId, OptionalDisplayId } from '../../common/http/display-id.decorator';
import { PageQueryDto } from '../../common/http/pagination';
import { pick } from '../../common/objects/pick';
import { toInt } from '../../common/http/query-transforms';
import type {
  AdminTrainingView,
  TrainingCategoryRef,
  TrainingProblemView,
  TrainingRankCell,
  TrainingRankView,
  TrainingView,
} from '@verdict/common';
import { TrainingAuth, type TrainingAuthValue, type TrainingEntity } from './training.entity';
import { OptionalInt, RequiredInt } from '../../common/http/int-fields';
import { BoundedText, OptionalText } from '../../common/http/text-fields';
import { OptionalFlag, RequiredFlag } from '../../common/http/flag-fields';

export const TRAINING_RANK_MAX = 2147483647;
const RANK_RANGE = 'Rank must be between 0 and 2147483647';
const AUTH_VALUES = [TrainingAuth.PUBLIC, TrainingAuth.PRIVATE];

export class TidQueryDto {
  @RequiredInt('tid is required') tid: number;
}

/** A training's problem by its display id there; HOJ's client names the training `cid`. */
export class TrainingProblemDetailQueryDto {
  @IsString({ message: 'displayId is required' })
  @IsNotEmpty({ message: 'displayId is required' })
  displayId: string;

  @ValidateIf((query: TrainingProblemDetailQueryDto) => query.cid === undefined)
  @Transform(toInt)
  @IsInt({ message: 'tid is required' })
  tid?: number;

  @IsOptional() @Transform(toInt) @IsInt({ message: 'tid is required' }) cid?: number;
}

/** The public training list's filters. */
export class TrainingListQueryDto extends PageQueryDto {
  @OptionalText(100) keyword?: string;
  @OptionalInt('categoryId') categoryId?: number;
  @IsOptional() @IsIn(AUTH_VALUES, { message: 'auth must be Public or Private' }) auth?: TrainingAuthValue;
}

/** HOJ RegisterTrainingDTO. */
export class RegisterTrainingDto {
  @Type(() => Number) @IsInt({ message: 'tid is required' }) tid: number;
  @OptionalText(255) password?: string;
}

export class TrainingRankQueryDto extends PageQueryDto {
  @RequiredInt('tid is required') tid: number;
  @OptionalText(100) keyword?: string;
}

export class AdminTrainingListQueryDto extends PageQueryDto {
  @OptionalText(100) keyword?: string;
}

/** The training part of HOJ TrainingDTO: the training form. */
export class TrainingFieldsDto {
  @IsOptional() @Type(() => Number) @IsInt() id?: number;

  @BoundedText('Title is required', 255, 'Title can not exceed 255 characters')
  title: string;

  @IsString({ message: 'Description is required' })
  @IsNotEmpty({ message: 'Description is required' })
  @MaxLength(65535, { message: 'Description can not exceed 65535 characters' })
  description: string;

  @IsIn(AUTH_VALUES, { message: 'auth must be Public or Private' })
  auth: TrainingAuthValue;

  @OptionalText(255, 'Password can not exceed 255 characters')
  privatePwd?: string | null;

  @Type(() => Number)
  @IsInt({ message: 'Rank is required' })
  @Min(0, { message: RANK_RANGE })
  @Max(TRAINING_RANK_MAX, { message: RANK_RANGE })
  rank: number;

  @IsOptional() @IsBoolean({ message: 'status must be true or false' }) status?: boolean;
  @IsOptional() @IsBoolean({ message: 'isVip must be true or false' }) isVip?: boolean;
}

export class TrainingCategoryRefDto {
  @Type(() => Number) @IsInt({ message: 'Category is required' }) id: number;
}

/** HOJ TrainingDTO: { training, trainingCategory }. */
export class TrainingFormDto {
  @ValidateNested()
  @Type(() => TrainingFieldsDto)
  @IsNotEmpty({ message: 'training is required' })
  training: TrainingFieldsDto;

  @ValidateNested()
  @Type(() => TrainingCategoryRefDto)
  @IsNotEmpty({ message: 'Category is required' })
  trainingCategory: TrainingCategoryRefDto;
}

export class ChangeTrainingStatusDto extends TidQueryDto {
  @RequiredFlag('status is required') status: boolean;
  @IsOptional() @IsString() author?: string;
}

export class AdminTrainingProblemListQueryDto extends PageQueryDto {
  @RequiredInt('tid is required') tid: number;
  @OptionalText(100) keyword?: string;
  @OptionalFlag() queryExisted?: boolean;
}

/** HOJ TrainingProblemDTO: adds a public problem to a training. */
export class AddTrainingProblemDto {
  @Type(() => Number) @IsInt({ message: 'pid is required' }) pid: number;
  @Type(() => Number) @IsInt({ message: 'tid is required' }) tid: number;
  @OptionalDisplayId()
  displayId?: string;
}

/** HOJ TrainingProblem: a training problem's display id and order. */
export class UpdateTrainingProblemDto {
  @IsOptional() @Type(() => Number) @IsInt() id?: number;
  @Type(() => Number) @IsInt({ message: 'pid is required' }) pid: number;
  @Type(() => Number) @IsInt({ message: 'tid is required' }) tid: number;

  @IsString({ message: 'The display id is required' })
  @IsNotEmpty({ message: 'The display id is required' })
  @DisplayId()
  displayId: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'rank must be a number' })
  @Min(0, { message: RANK_RANGE })
  @Max(TRAINING_RANK_MAX, { message: RANK_RANGE })
  rank?: number;
}

export class TrainingProblemQueryDto {
  @RequiredInt('pid is required') pid: number;
  @IsOptional() @Transform(toInt) @IsInt({ message: 'tid is required' }) tid?: number;
}

/** HOJ TrainingVO: what the list and the detail page show. */
export type TrainingResponse = TrainingView<Date>;

/** The admin's view of a training row (HOJ Training), password included. */
export type AdminTrainingResponse = AdminTrainingView<Date>;

export type { TrainingCategoryRef, TrainingRankCell };

/** The site's categories by id. */
export type TrainingCategoryLookup = ReadonlyMap<number, TrainingCategoryRef>;

/** A problem row of a training. */
export type TrainingProblemResponse = TrainingProblemView<Date>;

/** HOJ TrainingRankVO. */
export type TrainingRankResponse = TrainingRankView;

export function toAdminTrainingResponse(row: TrainingEntity): AdminTrainingResponse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    author: row.author,
    uid: row.uid,
    auth: row.auth,
    privatePwd: row.privatePwd,
    rank: row.rank,
    status: row.status,
    isVip: row.isVip,
    gid: row.gid,
    categoryId: row.categoryId,
    gmtCreate: row.gmtCreate,
    gmtModified: row.gmtModified,
  };
}

// prettier-ignore
const TRAINING_FIELDS = [
  'id', 'title', 'author', 'auth', 'rank', 'status', 'isVip', 'gid', 'categoryId', 'gmtCreate', 'gmtModified',
] as const;

export function toTrainingResponse(
  row: TrainingEntity,
  categories: TrainingCategoryLookup,
  counts: { acCount: number; problemCount: number },
  showDescription: boolean,
): TrainingResponse {
  const category = row.categoryId === null ? undefined : categories.get(row.categoryId);
  return {
    ...pick(row, TRAINING_FIELDS),
    description: showDescription ? row.description : null,
    categoryName: category?.name ?? null,
    categoryColor: category?.color ?? null,
    acCount: counts.acCount,
    problemCount: counts.problemCount,
  };
}
