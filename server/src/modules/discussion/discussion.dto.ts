import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  DISCUSSION_CONSTANTS,
  DiscussionStatus,
  isRoleId,
  ROLE_NAMES,
  type DiscussionCategoryView,
  type DiscussionReportView,
  type DiscussionView,
} from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { PageQueryDto } from '../../common/http/pagination';
import { pick } from '../../common/objects/pick';
import { toBool, toTrimmed } from '../../common/http/query-transforms';
import type { UserAccount } from '../user/user-account';
import type { DiscussionCategoryEntity } from './discussion-category.entity';
import { DISCUSSION_MESSAGES } from './discussion-messages';
import type { DiscussionReportEntity } from './discussion-report.entity';
import type { DiscussionEntity } from './discussion.entity';
import { OptionalInt, RequiredInt } from '../../common/http/int-fields';
import { BoundedText, OptionalText } from '../../common/http/text-fields';
import { RequiredFlag } from '../../common/http/flag-fields';

/** A post's pin order, optional; true counts as 1 and false as 0. */
const TopPriority = () =>
  applyDecorators(
    IsInt({ message: 'topPriority must be a number' }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'boolean' ? Number(value) : value)),
    IsOptional(),
  );

/** GET /api/get-discussion-list. `cid` is the category id (HOJ's name). */
export class DiscussionListQueryDto extends PageQueryDto {
  @OptionalInt('cid') cid?: number;
  @OptionalText(255) pid?: string;
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'onlyMine must be true or false' })
  onlyMine?: boolean;
  @IsOptional() @IsString() @MaxLength(255) @Transform(toTrimmed) keyword?: string;
  /** The back office's list: disabled posts too, for admins. */
  @IsOptional() @Transform(toBool) @IsBoolean({ message: 'admin must be true or false' }) admin?: boolean;
}

export class DiscussionIdQueryDto {
  @RequiredInt(DISCUSSION_MESSAGES.didRequired) did: number;
}

export class DiscussionLikeQueryDto extends DiscussionIdQueryDto {
  @RequiredFlag('toLike must be true or false') toLike: boolean;
}

/** What a post says, as the public and the group forms send it; PUT sends `id` too. */
export class DiscussionTextDto {
  @OptionalInt('id') id?: number;

  @BoundedText(
    DISCUSSION_MESSAGES.titleRequired,
    DISCUSSION_CONSTANTS.titleMaxLength,
    DISCUSSION_MESSAGES.titleTooLong,
  )
  title: string;

  @BoundedText(
    DISCUSSION_MESSAGES.descriptionRequired,
    DISCUSSION_CONSTANTS.descriptionMaxLength,
    DISCUSSION_MESSAGES.descriptionTooLong,
  )
  description: string;

  @BoundedText(
    DISCUSSION_MESSAGES.contentRequired,
    DISCUSSION_CONSTANTS.contentMaxLength,
    DISCUSSION_MESSAGES.contentTooLong,
  )
  content: string;

  @IsOptional() @IsString({ message: 'pid must be a text' }) @MaxLength(255) @Transform(toTrimmed) pid?:
    string | null;

  /** Admins only (site admins, and a group's admins in its group). */
  @TopPriority() topPriority?: number;
}

/** POST /api/discussion; PUT sends `id` too. */
export class DiscussionInputDto extends DiscussionTextDto {
  @RequiredInt(DISCUSSION_MESSAGES.categoryRequired) categoryId: number;

  @OptionalInt('gid') gid?: number | null;
}

/** The tags (`#tag#` each) and the reason; the reason alone is held to its limit by the service. */
const REPORT_CONTENT_MAX = 1000;

/** POST /api/discussion-report. The reporter is the signed-in user, whatever the client sends. */
export class DiscussionReportInputDto {
  @RequiredInt(DISCUSSION_MESSAGES.didRequired) did: number;

  @MaxLength(REPORT_CONTENT_MAX, { message: DISCUSSION_MESSAGES.reportContentTooLong })
  @IsNotEmpty({ message: DISCUSSION_MESSAGES.reportEmpty })
  @IsString({ message: DISCUSSION_MESSAGES.reportEmpty })
  @Transform(toTrimmed)
  content: string;

  @IsOptional() @IsString() reporter?: string;
}

/** PUT /api/admin/discussion. */
export class AdminDiscussionUpdateDto {
  @Type(() => Number) @IsInt({ message: DISCUSSION_MESSAGES.idRequired }) id: number;
  @TopPriority() topPriority?: number;
  @IsOptional()
  @IsIn(Object.values(DiscussionStatus), { message: 'status must be 0 or 1' })
  status?: number;
}

/** PUT /api/admin/discussion-report. */
export class AdminReportUpdateDto {
  @Type(() => Number) @IsInt({ message: DISCUSSION_MESSAGES.idRequired }) id: number;
  @RequiredFlag('status must be true or false') status: boolean;
}

const CATEGORY_NAME_MAX = 255;

/** One entry of the category list: a stored category (with `id`) or a new one. */
export interface CategoryInputDto {
  id: number | null;
  name: string;
}

/** POST /api/discussion-category: the whole list of categories, each checked (the global pipe does not look inside arrays). */
export function toCategoryInputs(body: unknown): CategoryInputDto[] {
  if (!Array.isArray(body)) throw badRequest(DISCUSSION_MESSAGES.categoryListRequired);
  return body.map((item: unknown) => {
    const { id, name } = (item ?? {}) as { id?: unknown; name?: unknown };
    if (id !== undefined && id !== null && !Number.isInteger(id)) {
      throw badRequest(DISCUSSION_MESSAGES.categoryNotFound);
    }
    const trimmedName = typeof name === 'string' ? name.trim() : '';
    if (!trimmedName) throw badRequest(DISCUSSION_MESSAGES.categoryNameRequired);
    if (trimmedName.length > CATEGORY_NAME_MAX) throw badRequest(DISCUSSION_MESSAGES.categoryNameTooLong);
    return { id: (id as number | null | undefined) ?? null, name: trimmedName };
  });
}

/** DELETE /api/admin/discussion: a JSON array of ids, not empty. */
export function toDiscussionIds(body: unknown): number[] {
  if (!Array.isArray(body) || body.length === 0) throw badRequest(DISCUSSION_MESSAGES.selectionEmpty);
  const ids = body.map((value: unknown) => Number(value));
  if (ids.some((id) => !Number.isInteger(id))) throw badRequest(DISCUSSION_MESSAGES.selectionEmpty);
  return [...new Set(ids)];
}

export type DiscussionResponse = DiscussionView<Date>;
export type DiscussionReportResponse = DiscussionReportView<Date>;

export function toCategoryView(row: DiscussionCategoryEntity): DiscussionCategoryView {
  return { id: row.id, name: row.name };
}

/** What the list and the detail send; the author as the user is now (`author` null when the account is gone). */
export function toDiscussionView(
  row: DiscussionEntity,
  extra: {
    categoryName: string | null;
    user: UserAccount | null;
    hasLike: boolean;
    withContent: boolean;
  },
): DiscussionResponse {
  const { user } = extra;
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName: extra.categoryName,
    title: row.title,
    description: row.description,
    content: extra.withContent ? row.content : '',
    pid: row.pid,
    gid: row.gid,
    uid: row.uid,
    author: user?.username ?? row.author,
    avatar: user?.avatar ?? null,
    role: user && isRoleId(user.role) ? ROLE_NAMES[user.role] : null,
    titleName: user?.titleName ?? null,
    titleColor: user?.titleColor ?? null,
    ...pick(row, ['viewNum', 'likeNum', 'commentNum', 'topPriority', 'status', 'gmtCreate', 'gmtModified']),
    hasLike: extra.hasLike,
  };
}

export function toReportView(row: DiscussionReportEntity, title: string): DiscussionReportResponse {
  return {
    id: row.id,
    did: row.did,
    title,
    reporter: row.reporter,
    content: row.content,
    status: row.status,
    gmtCreate: row.gmtCreate,
  };
}
