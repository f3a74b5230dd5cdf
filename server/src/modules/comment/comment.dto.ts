import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, ValidateNested } from 'class-validator';
import { COMMENT_CONSTANTS, CommentSourceType, type CommentView, type ReplyView } from '@verdict/common';
import { PageQueryDto } from '../../common/http/pagination';
import { toAuthorView } from './comment-author';
import { COMMENT_MESSAGES } from './comment-messages';
import type { CommentEntity } from './comment.entity';
import type { ReplyEntity } from './reply.entity';
import { OptionalInt, RequiredInt } from '../../common/http/int-fields';
import { BoundedText, OptionalText } from '../../common/http/text-fields';
import { RequiredFlag } from '../../common/http/flag-fields';

/** The text of a comment or a reply: trimmed, then neither empty nor too long. */
const Content = () =>
  BoundedText(COMMENT_MESSAGES.emptyContent, COMMENT_CONSTANTS.maxLength, COMMENT_MESSAGES.contentTooLong);

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
  @RequiredInt('cid is required') cid: number;
  @RequiredFlag('toLike must be true or false') toLike: boolean;
  @OptionalInt('sourceId') sourceId?: number;
  @IsOptional()
  @IsIn(Object.values(CommentSourceType), { message: 'sourceType must be Contest or Discussion' })
  sourceType?: string;
}

export class ReplyBodyDto {
  @Type(() => Number) @IsInt({ message: 'commentId is required' }) commentId: number;
  @Content() content: string;
  /** Whom the reply answers; the comment's author when left out. Name and avatar are read from the user. */
  @OptionalText(32) toUid?: string;
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
  @RequiredInt('commentId is required') commentId: number;
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
