import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { COMMENT_CONSTANTS, CommentSourceType, type CommentView, type ReplyView } from '@verdict/common';
import { PageQueryDto } from '../../common/http/pagination';
import { toBool, toInt } from '../../common/http/query-transforms';
import { toAuthorView } from './comment-author';
import { COMMENT_MESSAGES } from './comment-messages';
import type { CommentEntity } from './comment.entity';
import type { ReplyEntity } from './reply.entity';

/**
 * The text of a comment or a reply: trimmed, then neither empty nor too long. The
 * pipe reports the last decorator applied, so the emptiness checks come last.
 */
const Content = () =>
  applyDecorators(
    MaxLength(COMMENT_CONSTANTS.maxLength, { message: COMMENT_MESSAGES.contentTooLong }),
    IsNotEmpty({ message: COMMENT_MESSAGES.emptyContent }),
    IsString({ message: COMMENT_MESSAGES.emptyContent }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
  );

/** An optional whole number; HOJ clients send null for the ones they leave out. */
const OptionalInt = (name: string) =>
  applyDecorators(IsInt({ message: `${name} must be a number` }), Transform(toInt), IsOptional());

/** Where comments live: a contest (`cid`, its clarifications) or a discussion (`did`). */
class CommentPlaceDto {
  @OptionalInt('cid') cid?: number;
  @OptionalInt('did') did?: number;
}

/** GET /api/comments. */
export class CommentListQueryDto extends PageQueryDto {
  @OptionalInt('cid') cid?: number;
  @OptionalInt('did') did?: number;
}

/** POST /api/comment (HOJ Comment entity). */
export class AddCommentDto extends CommentPlaceDto {
  @Content() content: string;
}

/** DELETE /api/comment: HOJ sends the whole comment; its id is what counts. */
export class DeleteCommentDto extends CommentPlaceDto {
  @Type(() => Number) @IsInt({ message: 'id is required' }) id: number;
}

/** GET /api/comment-like: `cid` is the comment's id here (HOJ's name). */
export class CommentLikeQueryDto {
  @Transform(toInt) @IsInt({ message: 'cid is required' }) cid: number;
  @Transform(toBool) @IsBoolean({ message: 'toLike must be true or false' }) toLike: boolean;
  @OptionalInt('sourceId') sourceId?: number;
  @IsOptional()
  @IsIn(Object.values(CommentSourceType), { message: 'sourceType must be Contest or Discussion' })
  sourceType?: string;
}

export class ReplyBodyDto {
  @Type(() => Number) @IsInt({ message: 'commentId is required' }) commentId: number;
  @Content() content: string;
  /** Whom the reply answers; the comment's author when left out. Name and avatar are read from the user. */
  @IsOptional() @IsString() @MaxLength(32) toUid?: string;
}

/** POST /api/reply (HOJ ReplyDTO); `quoteId`/`quoteType` name what the reply message quotes. */
export class AddReplyDto extends CommentPlaceDto {
  @IsDefined({ message: 'reply is required' })
  @ValidateNested()
  @Type(() => ReplyBodyDto)
  reply: ReplyBodyDto;

  @OptionalInt('quoteId') quoteId?: number;
  @IsOptional()
  @IsIn(['Comment', 'Reply'], { message: 'quoteType must be Comment or Reply' })
  quoteType?: string;
}

export class ReplyRefDto {
  @Type(() => Number) @IsInt({ message: 'reply id is required' }) id: number;
}

/** DELETE /api/reply (HOJ ReplyDTO with the whole reply; its id is what counts). */
export class DeleteReplyDto extends CommentPlaceDto {
  @IsDefined({ message: 'reply is required' })
  @ValidateNested()
  @Type(() => ReplyRefDto)
  reply: ReplyRefDto;
}

/** GET /api/reply: every reply of a comment the viewer may read. */
export class ReplyListQueryDto {
  @Transform(toInt) @IsInt({ message: 'commentId is required' }) commentId: number;
  @OptionalInt('cid') cid?: number;
}

export type CommentResponse = CommentView<Date>;
export type ReplyResponse = ReplyView<Date>;

export function toReplyView(row: ReplyEntity): ReplyResponse {
  return {
    id: row.id,
    commentId: row.commentId,
    content: row.content,
    ...toAuthorView(row.author),
    toUid: row.toUid,
    toName: row.toName,
    toAvatar: row.toAvatar,
    gmtCreate: row.gmtCreate,
  };
}

/** A comment with the replies the viewer may read: how many, and the first ones. */
export function toCommentView(
  row: CommentEntity,
  replies: { total: number; first: ReplyEntity[] },
): CommentResponse {
  return {
    id: row.id,
    cid: row.cid,
    did: row.did,
    content: row.content,
    ...toAuthorView(row.author),
    likeNum: row.likeNum,
    gmtCreate: row.gmtCreate,
    gmtModified: row.gmtModified,
    totalReplyNum: replies.total,
    replyList: replies.first.map(toReplyView),
  };
}
