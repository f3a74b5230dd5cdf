import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/http/pagination';
import { toTrimmed } from '../../../common/http/query-transforms';
import { DiscussionTextDto } from '../discussion.dto';
import { GROUP_DISCUSSION_MESSAGES } from './group-discussion-messages';
import { OptionalInt, RequiredInt } from '../../../common/http/int-fields';

/** GET /api/group/get-admin-discussion-list. */
export class GroupDiscussionAdminListQueryDto extends PageQueryDto {
  @RequiredInt(GROUP_DISCUSSION_MESSAGES.gidRequired) gid: number;
}

/** GET /api/group/get-discussion-list; `pid` is a problem's display id. */
export class GroupDiscussionListQueryDto extends GroupDiscussionAdminListQueryDto {
  @IsOptional() @IsString() @MaxLength(255) @Transform(toTrimmed) pid?: string;
}

/** POST /api/group/discussion; PUT sends `id` too. The category is optional in a group. */
export class GroupDiscussionInputDto extends DiscussionTextDto {
  @RequiredInt(GROUP_DISCUSSION_MESSAGES.gidRequired) gid: number;

  @OptionalInt('categoryId') categoryId?: number | null;
}
