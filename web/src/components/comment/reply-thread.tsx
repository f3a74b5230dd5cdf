import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_CONSTANTS } from '@verdict/common';
import { Markdown } from '@/components/common/markdown';
import { confirmAction } from '@/components/ui/confirm';
import { deleteReply, useAllReplies } from '@/hooks/api/comment';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/stores/session';
import { toast } from '@/stores/ui';
import type { Comment, Reply } from '@/types/comment';
import { CommentAuthor } from './comment-author';
import type { ReplyDraft } from './reply-draft';

interface ReplyThreadProps {
  comment: Comment;
  canModerate: boolean;
  onReply: (draft: ReplyDraft) => void;
  onChanged: () => void;
}

/**
 * The replies under a comment: the first 3 that came with the list, and when there are more, a
 * toggle that loads all of them and collapses back.
 */
export function ReplyThread({ comment, canModerate, onReply, onChanged }: ReplyThreadProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const all = useAllReplies(comment.id, expanded);
  const { mutate: reloadAll } = all;
  // A reply added or removed changes the count the list brings: read the open thread again.
  useEffect(() => {
    if (expanded) void reloadAll();
  }, [comment.totalReplyNum, expanded, reloadAll]);
  if (comment.totalReplyNum === 0) return null;
  const replies = expanded && all.data ? all.data : comment.replyList;
  return (
    <div className="mt-2 ml-10 space-y-2 border-l-2 border-slate-100 pl-3" data-testid="reply-thread">
      {replies.map((reply) => (
        <ReplyItem
          key={reply.id}
          comment={comment}
          reply={reply}
          canModerate={canModerate}
          onReply={onReply}
          onChanged={onChanged}
        />
      ))}
      {comment.totalReplyNum > COMMENT_CONSTANTS.repliesShown ? (
        <button
          type="button"
          className="text-sm text-blue-600 hover:underline"
          onClick={() => setExpanded(!expanded)}
          data-testid="reply-toggle"
        >
          {expanded ? t('comment.collapse') : t('comment.showAll', { count: comment.totalReplyNum })}
        </button>
      ) : null}
    </div>
  );
}

function ReplyItem({
  comment,
  reply,
  canModerate,
  onReply,
  onChanged,
}: Omit<ReplyThreadProps, 'comment'> & { comment: Comment; reply: Reply }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const remove = async () => {
    if (!(await confirmAction(t('comment.deleteReplyConfirm')))) return;
    try {
      await deleteReply(comment, reply);
      toast('success', t('comment.deleted'));
      onChanged();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    }
  };
  return (
    <div className="text-sm" data-testid="reply">
      <div className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
        <CommentAuthor author={reply} size={24} />
        <span>
          {t('comment.repliedTo')} <span className="text-slate-700">@{reply.toName}</span>
        </span>
        <time>{formatDateTime(reply.gmtCreate)}</time>
      </div>
      <Markdown className="prose-sm mt-1">{reply.content}</Markdown>
      <div className="flex gap-3 text-xs text-slate-500">
        <button
          type="button"
          className="hover:text-blue-600"
          onClick={() =>
            onReply({
              to: { uid: reply.fromUid, name: reply.fromName, avatar: reply.fromAvatar },
              quote: { id: reply.id, type: 'Reply' },
            })
          }
        >
          {t('comment.reply')}
        </button>
        {user?.uid === reply.fromUid || canModerate ? (
          <button type="button" className="hover:text-red-600" onClick={() => void remove()}>
            {t('comment.delete')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
