import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { toInt, toTrimmed } from '../../../common/http/query-transforms';
import type { TrainingCategoryEntity } from './training-category.entity';
import { RequiredInt } from '../../../common/http/int-fields';
import { BoundedText } from '../../../common/http/text-fields';

const COLOR = 'The colour must be a hex colour such as #409EFF';

export interface TrainingCategoryResponse {
  id: number;
  name: string;
  color: string;
  gid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const toTrainingCategoryResponse = (row: TrainingCategoryEntity): TrainingCategoryResponse => ({
  id: row.id,
  name: row.name,
  color: row.color,
  gid: row.gid,
  gmtCreate: row.gmtCreate,
  gmtModified: row.gmtModified,
});

/** `POST`/`PUT /api/admin/training/category` (HOJ TrainingCategory: id on update, name, color, gid?). */
export class TrainingCategoryDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'id must be an integer' })
  id?: number;

  @BoundedText('The category name is required', 100, 'The category name can not exceed 100 characters')
  name: string;

  @Transform(toTrimmed)
  @IsString({ message: COLOR })
  @Matches(/^#[0-9A-Fa-f]{6}$/, { message: COLOR })
  color: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'gid must be an integer' })
  gid?: number | null;
}

export class TrainingCategoryIdQueryDto {
  @RequiredInt('cid is required')
  cid: number;
}
