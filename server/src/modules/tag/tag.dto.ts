import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString } from 'class-validator';
import type { TagView, TagClassificationView, ProblemTagGroupView } from '@verdict/common';
import type { TagClassificationEntity, TagEntity } from './tag.entity';
import { pick } from '../../common/objects/pick';
import { toInt } from '../../common/http/query-transforms';
import { RequiredInt } from '../../common/http/int-fields';
import { BoundedText, OptionalText } from '../../common/http/text-fields';

export type TagResponse = TagView<Date>;

export const toTagResponse = (tag: TagEntity): TagResponse =>
  pick(tag, ['id', 'name', 'color', 'oj', 'gid', 'tcid', 'gmtCreate', 'gmtModified']);

export type TagClassificationResponse = TagClassificationView<Date>;

export const toClassificationResponse = (c: TagClassificationEntity): TagClassificationResponse =>
  pick(c, ['id', 'name', 'oj', 'rank', 'gmtCreate', 'gmtModified']);

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

  @BoundedText('Tag name is required', 100, 'Tag name can not exceed 100 characters')
  name: string;

  @OptionalText(20)
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

  @BoundedText('Classification name is required', 100, 'Classification name can not exceed 100 characters')
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
  @RequiredInt('tid is required')
  tid: number;
}

export class ClassificationIdQueryDto {
  @RequiredInt('tcid is required')
  tcid: number;
}
