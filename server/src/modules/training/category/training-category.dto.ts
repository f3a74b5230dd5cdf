import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { toInt } from '../../../common/http/query-transforms';
import type { TrainingCategoryEntity } from './training-category.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
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

  @Transform(trim)
  @IsString({ message: 'The category name is required' })
  @IsNotEmpty({ message: 'The category name is required' })
  @MaxLength(100, { message: 'The category name can not exceed 100 characters' })
  name: string;

  @Transform(trim)
  @IsString({ message: COLOR })
  @Matches(/^#[0-9A-Fa-f]{6}$/, { message: COLOR })
  color: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'gid must be an integer' })
  gid?: number | null;
}

export class TrainingCategoryIdQueryDto {
  @Transform(toInt)
  @IsInt({ message: 'cid is required' })
  cid: number;
}
