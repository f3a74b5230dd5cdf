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
import { toBool, toInt } from '../../common/http/query-transforms';
import type { UserAccount } from '../user/user-account';
import type { DiscussionCategoryEntity } from './discussion-category.entity';
import { DISCUSSION_MESSAGES } from './discussion-messages';
import type { DiscussionReportEntity } from './discussion-report.entity';
import type { DiscussionEntity } from './discussion.entity';

export const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A required text: trimmed, then not empty and not too long (the top check wins, see validation.pipe). */
export const Text = (required: string, tooLong: string, max: number) =>
  applyDecorators(
    MaxLength(max, { message: tooLong }),
    IsNotEmpty({ message: required }),
    IsString({ message: required }),
    Transform(trimmed),
  );

/** An optional whole number; HOJ clients send null for the ones they leave out. */
export const OptionalInt = (name: string) =>
  applyDecorators(IsInt({ message: `${name} must be a number` }), Transform(toInt), IsOptional());

/** GET /api/get-discussion-list. `cid` is the category id (HOJ's name). */
export class DiscussionListQueryDto extends PageQueryDto {
  @OptionalInt('cid') cid?: number;
  @IsOptional() @IsString() @MaxLength(255) pid?: string;
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'onlyMine must be true or false' })
  onlyMine?: boolean;
  @IsOptional() @IsString() @MaxLength(255) @Transform(trimmed) keyword?: string;
  /** The back office's list: disabled posts too, for admins. */
  @IsOptional() @Transform(toBool) @IsBoolean({ message: 'admin must be true or false' }) admin?: boolean;
}

export class DiscussionIdQueryDto {
  @Transform(toInt) @IsInt({ message: DISCUSSION_MESSAGES.didRequired }) did: number;
}

export class DiscussionLikeQueryDto extends DiscussionIdQueryDto {
  @Transform(toBool) @IsBoolean({ message: 'toLike must be true or false' }) toLike: boolean;
}

/** What a post says, as the public and the group forms send it; PUT sends `id` too. */
export class DiscussionTextDto {
  @OptionalInt('id') id?: number;

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

  @IsOptional() @IsString({ message: 'pid must be a text' }) @MaxLength(255) @Transform(trimmed) pid?:
    string | null;

  /** Admins only (site admins, and a group's admins in its group); true counts as 1. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'boolean' ? Number(value) : value))
  @IsInt({ message: 'topPriority must be a number' })
  topPriority?: number;
}

/** POST /api/discussion; PUT sends `id` too. */
export class DiscussionInputDto extends DiscussionTextDto {
  @Transform(toInt) @IsInt({ message: DISCUSSION_MESSAGES.categoryRequired }) categoryId: number;

  @OptionalInt('gid') gid?: number | null;
}

/** The tags (`#tag#` each) and the reason; the reason alone is held to its limit by the service. */
const REPORT_CONTENT_MAX = 1000;

/** POST /api/discussion-report. The reporter is the signed-in user, whatever the client sends. */
export class DiscussionReportInputDto {
  @Transform(toInt) @IsInt({ message: DISCUSSION_MESSAGES.didRequired }) did: number;

  @MaxLength(REPORT_CONTENT_MAX, { message: DISCUSSION_MESSAGES.reportContentTooLong })
  @IsNotEmpty({ message: DISCUSSION_MESSAGES.reportEmpty })
  @IsString({ message: DISCUSSION_MESSAGES.reportEmpty })
  @Transform(trimmed)
  content: string;

  @IsOptional() @IsString() reporter?: string;
}

/** PUT /api/admin/discussion. */
export class AdminDiscussionUpdateDto {
  @Type(() => Number) @IsInt({ message: DISCUSSION_MESSAGES.idRequired }) id: number;
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'boolean' ? Number(value) : value))
  @IsInt({ message: 'topPriority must be a number' })
  topPriority?: number;
  @IsOptional()
  @IsIn(Object.values(DiscussionStatus), { message: 'status must be 0 or 1' })
  status?: number;
}

/** PUT /api/admin/discussion-report. */
export class AdminReportUpdateDto {
  @Type(() => Number) @IsInt({ message: DISCUSSION_MESSAGES.idRequired }) id: number;
  @Transform(toBool) @IsBoolean({ message: 'status must be true or false' }) status: boolean;
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
    viewNum: row.viewNum,
    likeNum: row.likeNum,
    commentNum: row.commentNum,
    topPriority: row.topPriority,
    status: row.status,
    hasLike: extra.hasLike,
    gmtCreate: row.gmtCreate,
    gmtModified: row.gmtModified,
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
