import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, ValidateIf } from 'class-validator';
import type { AdminNoticeView } from '@verdict/common';
import { PageQueryDto } from '../../common/http/pagination';
import { TitleContentDto } from '../../common/http/title-content.dto';
import { NOTICE_TYPES, type NoticeType } from './notice-kinds';
import { toTrimmed } from '../../common/http/query-transforms';

/** HOJ AdminSysNotice; `recipient` names the user of a `Single` notice (HOJ's `adminId` is the caller). */
export class NoticeCreateDto extends TitleContentDto {
  @IsIn(NOTICE_TYPES, { message: 'type must be All, Single or Admin' })
  type: NoticeType;

  @ValidateIf((dto: NoticeCreateDto) => dto.type === 'Single')
  @Transform(toTrimmed)
  @IsString({ message: 'The recipient username is required' })
  @IsNotEmpty({ message: 'The recipient username is required' })
  recipient?: string;

  /**
   * HOJ `state`: whether to send it now (the default). False keeps it unsent; the hourly job sends
   * it. On an update, leaving it out keeps the notice as sent or unsent as it was.
   */
  @IsOptional()
  @IsBoolean({ message: 'state must be true or false' })
  state?: boolean;
}

export class NoticeUpdateDto extends NoticeCreateDto {
  @Type(() => Number)
  @IsInt({ message: 'id is required' })
  id: number;
}

export class NoticeListQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(NOTICE_TYPES, { message: 'type must be All, Single or Admin' })
  type?: NoticeType;
}

export class NoticeIdQueryDto {
  @Type(() => Number)
  @IsInt({ message: 'id is required' })
  id: number;
}

/** HOJ AdminSysNoticeVO as the server builds it. */
export type NoticeResponse = AdminNoticeView<Date>;
