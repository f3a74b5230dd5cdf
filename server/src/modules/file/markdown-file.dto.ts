import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';

export class FileIdQueryDto {
  @Type(() => Number)
  @IsInt({ message: 'fileId is required' })
  @Min(1, { message: 'fileId is required' })
  fileId: number;
}
