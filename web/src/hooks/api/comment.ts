/** Comments and replies (see docs/api.md, Comments). */
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { CommentSourceType } from '@verdict/common';
import { api, request } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';
import type { Comment, CommentList, CommentPlace, Reply } from '@/types/comment';

/** The place's comments, newest first, a page (10) at a time: "load more" asks for the next one. */
export function useComments(place: CommentPlace) {
  return useSWRInfinite<CommentList>(
    (index, previous: CommentList | null) => {
      if (previous && previous.commentList.current >= previous.commentList.pages) return null;
      return swrKeys.comments(place, index + 1);
    },
    { revalidateFirstPage: false },
  );
}

/** Every reply of a comment the viewer may read, fetched when "show all" opens. */
export function useAllReplies(commentId: number, enabled: boolean) {
  return useSWR<Reply[]>(enabled ? swrKeys.replies(commentId) : null);
}

export const postComment = (place: CommentPlace, content: string) =>
  api.post<Comment>('/api/comment', { cid: place.cid ?? null, did: place.did ?? null, content });

/** HOJ sends the comment itself in the body. */
export const deleteComment = (comment: Comment) =>
  request<null>('DELETE', '/api/comment', {
    body: { id: comment.id, fromUid: comment.fromUid, cid: comment.cid, did: comment.did },
  });

export const likeComment = (comment: Comment, toLike: boolean) =>
  api.get<null>('/api/comment-like', {
    cid: comment.id,
    toLike,
    sourceId: comment.cid ?? comment.did,
    sourceType: comment.cid ? CommentSourceType.CONTEST : CommentSourceType.DISCUSSION,
  });

export interface ReplyTarget {
  uid: string;
  name: string;
  avatar: string | null;
}

/** A reply to the comment's author or to another replier (`quote` says which it answers). */
export const postReply = (
  comment: Comment,
  content: string,
  to: ReplyTarget,
  quote: { id: number; type: 'Comment' | 'Reply' },
) =>
  api.post<Reply>('/api/reply', {
    reply: { commentId: comment.id, content, toUid: to.uid, toName: to.name, toAvatar: to.avatar },
    did: comment.did,
    quoteId: quote.id,
    quoteType: quote.type,
  });

export const deleteReply = (comment: Comment, reply: Reply) =>
  request<null>('DELETE', '/api/reply', { body: { did: comment.did, reply } });
