import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { DISCUSSION_CONSTANTS } from '@verdict/common';
import { PageQueryDto } from '../../../common/http/pagination';
import { toInt } from '../../../common/http/query-transforms';
import { DISCUSSION_MESSAGES } from '../discussion-messages';
import { OptionalInt, Text, trimmed } from '../discussion.dto';
import { GROUP_DISCUSSION_MESSAGES } from './group-discussion-messages';

/** GET /api/group/get-admin-discussion-list. */
export class GroupDiscussionAdminListQueryDto extends PageQueryDto {
  @Transform(toInt) @IsInt({ message: GROUP_DISCUSSION_MESSAGES.gidRequired }) gid: number;
}

/** GET /api/group/get-discussion-list; `pid` is a problem's display id. */
export class GroupDiscussionListQueryDto extends GroupDiscussionAdminListQueryDto {
  @IsOptional() @IsString() @MaxLength(255) @Transform(trimmed) pid?: string;
}

/** POST /api/group/discussion; PUT sends `id` too. The category is optional in a group. */
export class GroupDiscussionInputDto {
  @OptionalInt('id') id?: number;

  @Transform(toInt) @IsInt({ message: GROUP_DISCUSSION_MESSAGES.gidRequired }) gid: number;

  @Text(
    DISCUSSION_MESSAGES.titleRequired,
    DISCUSSION_MESSAGES.titleTooLong,
    DISCUSSION_CONSTANTS.titleMaxLength,
  )
  title: string;

  @Text(
    DISCUSSION_MESSAGES.descriptionRequired,
    DISCUSSION_MESSAGES.descriptionTooLong,
    DISCUSSION_CONSTANTS.descriptionMaxLength,
  )
  description: string;

  @Text(
    DISCUSSION_MESSAGES.contentRequired,
    DISCUSSION_MESSAGES.contentTooLong,
    DISCUSSION_CONSTANTS.contentMaxLength,
  )
  content: string;

  @OptionalInt('categoryId') categoryId?: number | null;

  @IsOptional() @IsString({ message: 'pid must be a text' }) @MaxLength(255) @Transform(trimmed) pid?:
    string | null;

  /** Group admins only; true counts as 1. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'boolean' ? Number(value) : value))
  @IsInt({ message: 'topPriority must be a number' })
  topPriority?: number;
}
