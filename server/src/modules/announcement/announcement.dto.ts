import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { AnnouncementEntity } from './announcement.entity';

/** HOJ Announcement on create: title and content required (seed 2 §5). */
export class AnnouncementCreateDto {
  @IsString({ message: 'Title is required' })
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(255, { message: 'Title can not exceed 255 characters' })
  title: string;

  @IsString({ message: 'Content is required' })
  @IsNotEmpty({ message: 'Content is required' })
  @MaxLength(65535, { message: 'Content can not exceed 65535 characters' })
  content: string;

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
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    status: row.status,
    uid: row.uid,
    username: row.username,
    gmtCreate: row.gmtCreate,
    gmtModified: row.gmtModified,
  };
}
