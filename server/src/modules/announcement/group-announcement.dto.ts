import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import type { GroupAnnouncementView } from '@verdict/common';
import { toInt } from '../../common/http/query-transforms';
import { TitleContentDto } from '../../common/http/title-content.dto';
import { GROUP_MESSAGES } from '../group/group-messages';
import { pick } from '../../common/objects/pick';
import type { AnnouncementEntity } from './announcement.entity';
import { ANNOUNCEMENT_FIELDS } from './announcement-fields';
import { OptionalInt, RequiredInt } from '../../common/http/int-fields';

/** POST /api/group/announcement (HOJ Announcement with its gid); PUT sends `id` too. */
export class GroupAnnouncementInputDto extends TitleContentDto {
  @OptionalInt('id') id?: number;
  @RequiredInt(GROUP_MESSAGES.gidRequired) gid: number;
  @IsOptional()
  @IsIn([0, 1], { message: GROUP_MESSAGES.announcementStatusInvalid })
  @Transform(toInt)
  status?: number;
}

export class GroupAnnouncementIdQueryDto {
  @RequiredInt(GROUP_MESSAGES.aidRequired) aid: number;
}

export type GroupAnnouncementResponse = GroupAnnouncementView<Date>;

export function toGroupAnnouncement(row: AnnouncementEntity): GroupAnnouncementResponse {
  return { ...pick(row, ANNOUNCEMENT_FIELDS), gid: row.gid ?? 0 };
}
