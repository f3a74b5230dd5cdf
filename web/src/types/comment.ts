/** Comment shapes: the wire types of `@verdict/common` under the names the pages use. */
import type { CommentListView, CommentView, ContestClarificationEvent, ReplyView } from '@verdict/common';

export type Comment = CommentView;
export type Reply = ReplyView;
export type CommentList = CommentListView;
export type Clarification = ContestClarificationEvent;

/** Where a comment area lives: a contest now (its clarifications), a discussion later. */
export interface CommentPlace {
  cid?: number;
  did?: number;
}
