import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import { TitleContentDto } from '../../common/http/title-content.dto';
import { pick } from '../../common/objects/pick';
import type { AnnouncementEntity } from './announcement.entity';
import { ANNOUNCEMENT_FIELDS } from './announcement-fields';

/** HOJ Announcement on create: title and content required. */
export class AnnouncementCreateDto extends TitleContentDto {
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1], { message: 'status must be 0 (visible) or 1 (hidden)' })
  status?: number;
}

export class AnnouncementUpdateDto extends AnnouncementCreateDto {
  @Type(() => Number)
  @IsInt({ message: 'id is required' })
  id: number;
}

export class AnnouncementIdQueryDto {
  @Type(() => Number)
  @IsInt({ message: 'aid is required' })
  aid: number;
}

/** HOJ AnnouncementVO. */
export interface AnnouncementResponse {
  id: number;
  title: string;
  content: string;
  status: number;
  uid: string;
  username: string;
  gmtCreate: Date;
  gmtModified: Date;
}

export function toAnnouncementResponse(row: AnnouncementEntity): AnnouncementResponse {
  return pick(row, ANNOUNCEMENT_FIELDS);
}
