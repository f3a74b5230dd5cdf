import { Type } from 'class-transformer';
import { IsBoolean, IsInt } from 'class-validator';
import { PageQueryDto } from '../../../common/http/pagination';
import { OptionalFlag } from '../../../common/http/flag-fields';

export class AcInfoQueryDto extends PageQueryDto {
  @Type(() => Number) @IsInt({ message: 'cid is required' }) cid: number;
  /** Only the records whose balloon has not gone out yet. */
  @OptionalFlag() onlyUnchecked?: boolean;
}

/** HOJ CheckACDTO. */
export class CheckAcDto {
  @Type(() => Number) @IsInt({ message: 'id is required' }) id: number;
  @Type(() => Number) @IsInt({ message: 'cid is required' }) cid: number;
  @IsBoolean({ message: 'checked must be true or false' }) checked: boolean;
}
