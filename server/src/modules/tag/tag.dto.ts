import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { TagView, TagClassificationView, ProblemTagGroupView } from '@verdict/common';
import type { TagClassificationEntity, TagEntity } from './tag.entity';
import { toInt } from '../../common/http/query-transforms';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export type TagResponse = TagView<Date>;

export const toTagResponse = (tag: TagEntity): TagResponse => ({
  id: tag.id,
  name: tag.name,
  color: tag.color,
  oj: tag.oj,
  gid: tag.gid,
  tcid: tag.tcid,
  gmtCreate: tag.gmtCreate,
  gmtModified: tag.gmtModified,
});

export type TagClassificationResponse = TagClassificationView<Date>;

export const toClassificationResponse = (c: TagClassificationEntity): TagClassificationResponse => ({
  id: c.id,
  name: c.name,
  oj: c.oj,
  rank: c.rank,
  gmtCreate: c.gmtCreate,
  gmtModified: c.gmtModified,
});

export type ProblemTagGroupResponse = ProblemTagGroupView<Date>;

export class OjQueryDto {
  @IsOptional()
  @IsString()
  oj?: string;
}

export class TagDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  id?: number;

  @Transform(trim)
  @IsString({ message: 'Tag name is required' })
  @IsNotEmpty({ message: 'Tag name is required' })
  @MaxLength(100, { message: 'Tag name can not exceed 100 characters' })
  name: string;

  @IsOptional()
  @IsString()
  @MaxLength(20)
  color?: string | null;

  @IsOptional()
  @IsString()
  oj?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  gid?: number | null;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  tcid?: number | null;
}

export class TagClassificationDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  id?: number;

  @Transform(trim)
  @IsString({ message: 'Classification name is required' })
  @IsNotEmpty({ message: 'Classification name is required' })
  @MaxLength(100, { message: 'Classification name can not exceed 100 characters' })
  name: string;

  @IsOptional()
  @IsString()
  oj?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'rank must be an integer' })
  rank?: number;
}

export class TagIdQueryDto {
  @Transform(toInt)
  @IsInt({ message: 'tid is required' })
  tid: number;
}

export class ClassificationIdQueryDto {
  @Transform(toInt)
  @IsInt({ message: 'tcid is required' })
  tcid: number;
}
