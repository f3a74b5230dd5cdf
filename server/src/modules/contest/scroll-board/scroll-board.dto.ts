import { Type } from 'class-transformer';
import { IsInt } from 'class-validator';

export class ScrollBoardQueryDto {
  @Type(() => Number) @IsInt({ message: 'cid is required' }) cid: number;
}
