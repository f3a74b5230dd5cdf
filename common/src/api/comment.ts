/**
 * Comment shapes on the wire (HOJ CommentVO, ReplyVO, CommentListVO): contest clarifications and
 * discussion comments. `TTime` as in `./submission`.
 */
import type { Page } from './envelope';

export const COMMENT_CONSTANTS = {
  /** Comments per page, and the replies shown under each before "show all". */
  pageSize: 10,
  repliesShown: 3,
  /** A comment or reply is markdown of at most this many characters. */
  maxLength: 10000,
  /** How much of a pushed clarification the notification shows. */
  excerptLength: 100,
} as const;

/** Where a comment lives, as the like route names it (HOJ `sourceType`). */
export const CommentSourceType = { CONTEST: 'Contest', DISCUSSION: 'Discussion' } as const;

/**
 * Who wrote: name, avatar and title as they were when posting; `fromRole` is HOJ's role name
 * (`root` shows the SPA badge, `admin` ADM).
 */
export interface CommentAuthorView {
  fromUid: string;
  fromName: string;
  fromAvatar: string | null;
  fromRole: string | null;
  fromTitleName: string | null;
  fromTitleColor: string | null;
}

export interface ReplyView<TTime = string> extends CommentAuthorView {
  id: number;
  commentId: number;
  content: string;
  toUid: string;
  toName: string;
  toAvatar: string | null;
  gmtCreate: TTime;
}

/** A comment with the number of replies the viewer may read and the first of them, oldest first. */
export interface CommentView<TTime = string> extends CommentAuthorView {
  id: number;
  cid: number | null;
  did: number | null;
  content: string;
  likeNum: number;
  gmtCreate: TTime;
  gmtModified: TTime;
  totalReplyNum: number;
  replyList: ReplyView<TTime>[];
}

/** `GET /api/comments`: newest first, and which of them the viewer liked. */
export interface CommentListView<TTime = string> {
  commentList: Page<CommentView<TTime>>;
  commentLikeMap: Record<number, boolean>;
}

/** Pushed to a contest's comment followers when a contest admin posts a comment or a reply. */
export interface ContestClarificationEvent {
  cid: number;
  commentId: number;
  /** Set when the push is a reply. */
  replyId: number | null;
  fromUid: string;
  fromName: string;
  excerpt: string;
}
