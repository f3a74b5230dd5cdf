import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { isRoleId, NOTE_CONSTANTS, ROLE_NAMES, type NoteCategoryView, type NoteView } from '@verdict/common';
import { PageQueryDto } from '../../common/http/pagination';
import { toTrimmed } from '../../common/http/query-transforms';
import type { UserAccount } from '../user/user-account';
import { NOTE_ERROR_MESSAGES } from './note-messages';
import type { NoteCategoryEntity } from './note-category.entity';
import type { NoteEntity } from './note.entity';
import { OptionalInt, RequiredInt } from '../../common/http/int-fields';
import { BoundedText } from '../../common/http/text-fields';

/** GET /api/note/list: the caller's own notes, 10 a page. */
export class NoteListQueryDto extends PageQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(NOTE_CONSTANTS.keywordMaxLength, { message: NOTE_ERROR_MESSAGES.keywordTooLong })
  @Transform(toTrimmed)
  keyword?: string;

  @OptionalInt('cid') cid?: number;
}

/** GET and DELETE /api/note. */
export class NoteIdQueryDto {
  @RequiredInt('id is required') id: number;
}

/**
 * POST /api/note: without `id` a new note, with it an edit of the caller's own. The title is
 * trimmed; the content is kept as typed, but blank content counts as missing. Checks are listed
 * in the order their message wins.
 */
export class SaveNoteDto {
  @OptionalInt('id') id?: number | null;

  @BoundedText(
    NOTE_ERROR_MESSAGES.titleRequired,
    NOTE_CONSTANTS.subjectMaxLength,
    NOTE_ERROR_MESSAGES.titleTooLong,
  )
  subject: string;

  @IsString({ message: NOTE_ERROR_MESSAGES.contentRequired })
  @Matches(/\S/, { message: NOTE_ERROR_MESSAGES.contentRequired })
  @MaxLength(NOTE_CONSTANTS.contentMaxLength, { message: NOTE_ERROR_MESSAGES.contentTooLong })
  content: string;

  @OptionalInt('cid') cid?: number | null;

  @IsOptional()
  @IsBoolean({ message: NOTE_ERROR_MESSAGES.isTopInvalid })
  isTop?: boolean;
}

/** One entry of the category list: `id` null (or left out) creates it. */
export class NoteCategoryItemDto {
  @OptionalInt('id') id?: number | null;

  @BoundedText(
    NOTE_ERROR_MESSAGES.categoryNameRequired,
    NOTE_CONSTANTS.categoryNameMaxLength,
    NOTE_ERROR_MESSAGES.categoryNameTooLong,
  )
  name: string;
}

/** POST /api/note/category: the whole list as the body, as HOJ's category editors send it. */
export class NoteCategoryListDto {
  @IsArray({ message: NOTE_ERROR_MESSAGES.categoryListRequired })
  @ArrayMaxSize(NOTE_CONSTANTS.maxCategories, { message: NOTE_ERROR_MESSAGES.tooManyCategories })
  @ValidateNested({ each: true })
  @Type(() => NoteCategoryItemDto)
  categories: NoteCategoryItemDto[];
}

/**
 * The request body wrapped as `NoteCategoryListDto`, so the global validation pipe checks the
 * bare JSON array like any other DTO.
 */
export const NoteCategoryListBody = createParamDecorator((_data: unknown, context: ExecutionContext) => ({
  categories: context.switchToHttp().getRequest<{ body?: unknown }>().body,
}));

export type NoteResponse = NoteView<Date>;

export function toNoteCategoryView(row: NoteCategoryEntity): NoteCategoryView {
  return { id: row.id, name: row.name };
}

/** A note with its author as they are now; `role` is HOJ's role name, the web's SPA/ADM badge. */
export function toNoteView(row: NoteEntity, owner: UserAccount, categoryName: string | null): NoteResponse {
  return {
    id: row.id,
    subject: row.subject,
    content: row.content,
    cid: row.cid,
    categoryName,
    isTop: row.isTop,
    uid: row.uid,
    author: owner.username,
    avatar: owner.avatar,
    role: isRoleId(owner.role) ? ROLE_NAMES[owner.role] : null,
    titleName: owner.titleName,
    titleColor: owner.titleColor,
    gmtCreate: row.gmtCreate,
    gmtModified: row.gmtModified,
  };
}
