/** Wire-complete comments for component tests: each test states only the fields it is about. */
import type { Comment, CommentList, Reply } from '@/types/comment';

export function aReply(fields: Partial<Reply> = {}): Reply {
  return {
    id: 1,
    commentId: 1,
    content: 'a reply',
    fromUid: 'u-bob',
    fromName: 'bob',
    fromAvatar: null,
    fromRole: 'default_user',
    fromTitleName: null,
    fromTitleColor: null,
    toUid: 'u-ann',
    toName: 'ann',
    toAvatar: null,
    gmtCreate: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

export function aComment(fields: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    cid: 5,
    did: null,
    content: 'a comment',
    fromUid: 'u-ann',
    fromName: 'ann',
    fromAvatar: null,
    fromRole: 'default_user',
    fromTitleName: null,
    fromTitleColor: null,
    likeNum: 0,
    gmtCreate: '2026-01-01T00:00:00Z',
    gmtModified: '2026-01-01T00:00:00Z',
    totalReplyNum: 0,
    replyList: [],
    ...fields,
  };
}

/** One page of `GET /api/comments` holding these comments out of `total`, 10 a page. */
export function aCommentPage(records: Comment[], total = records.length, current = 1): CommentList {
  return {
    commentList: { records, total, size: 10, current, pages: Math.ceil(total / 10) },
    commentLikeMap: {},
  };
}
