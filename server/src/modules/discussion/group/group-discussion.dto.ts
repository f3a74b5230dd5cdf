import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/http/pagination';
import { toInt } from '../../../common/http/query-transforms';
import { DiscussionTextDto, OptionalInt, trimmed } from '../discussion.dto';
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
export class GroupDiscussionInputDto extends DiscussionTextDto {
  @Transform(toInt) @IsInt({ message: GROUP_DISCUSSION_MESSAGES.gidRequired }) gid: number;

  @OptionalInt('categoryId') categoryId?: number | null;
}
