import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/common/markdown';
import { confirmAction } from '@/components/ui/confirm';
import { deleteComment, likeComment, postReply } from '@/hooks/api/comment';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/stores/session';
import { toast } from '@/stores/ui';
import type { Comment } from '@/types/comment';
import { CommentAuthor } from './comment-author';
import { CommentEditor } from './comment-editor';
import { loggedInOrPrompt } from './login-first';
import type { ReplyDraft } from './reply-draft';
import { ReplyThread } from './reply-thread';

interface CommentItemProps {
  comment: Comment;
  liked: boolean;
  /** Contest admins in a contest: they delete anything. */
  canModerate: boolean;
  /** Read the list again after a change. */
  onChanged: () => void;
}

/** One comment: author, markdown, like, reply and delete, and its replies. */
export function CommentItem({ comment, liked, canModerate, onChanged }: CommentItemProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [draft, setDraft] = useState<ReplyDraft | null>(null);
  const [liking, setLiking] = useState(false);

  const guarded = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (failure) {
      // The client has shown the server's message already.
      if (!(failure instanceof ApiError)) throw failure;
    }
  };
  const toggleLike = () => {
    if (!loggedInOrPrompt()) return;
    setLiking(true);
    void guarded(async () => {
      await likeComment(comment, !liked);
      onChanged();
    }).finally(() => setLiking(false));
  };
  const remove = async () => {
    if (!(await confirmAction(t('comment.deleteConfirm')))) return;
    await guarded(async () => {
      await deleteComment(comment);
      toast('success', t('comment.deleted'));
      onChanged();
    });
  };
  const startReply = (next: ReplyDraft) => {
    if (loggedInOrPrompt()) setDraft(next);
  };
  const sendReply = async (content: string) => {
    if (!draft) return;
    await postReply(comment, content, draft.to, draft.quote);
    toast('success', t('comment.replied'));
    setDraft(null);
    onChanged();
  };

  return (
    <li className="py-4" data-testid="comment" data-comment-id={comment.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CommentAuthor author={comment} />
        <time className="text-xs text-slate-500">{formatDateTime(comment.gmtCreate)}</time>
      </div>
      <Markdown className="mt-2 ml-11 text-sm">{comment.content}</Markdown>
      <div className="mt-1 ml-11 flex gap-4 text-sm text-slate-500">
        <button
          type="button"
          className={liked ? 'text-blue-600' : 'hover:text-blue-600'}
          aria-pressed={liked}
          aria-label={t('comment.like')}
          disabled={liking}
          onClick={toggleLike}
          data-testid="comment-like"
        >
          👍 {comment.likeNum}
        </button>
        <button
          type="button"
          className="hover:text-blue-600"
          data-testid="comment-reply"
          onClick={() =>
            startReply({
              to: { uid: comment.fromUid, name: comment.fromName, avatar: comment.fromAvatar },
              quote: { id: comment.id, type: 'Comment' },
            })
          }
        >
          {t('comment.reply')}
        </button>
        {user?.uid === comment.fromUid || canModerate ? (
          <button
            type="button"
            className="hover:text-red-600"
            onClick={() => void remove()}
            data-testid="comment-delete"
          >
            {t('comment.delete')}
          </button>
        ) : null}
      </div>
      <ReplyThread comment={comment} canModerate={canModerate} onReply={startReply} onChanged={onChanged} />
      {draft ? (
        <div className="mt-2 ml-11">
          <CommentEditor
            key={`${draft.quote.type}-${draft.quote.id}`}
            placeholder={t('comment.replyPlaceholder', { name: draft.to.name })}
            submitLabel={t('comment.reply')}
            onSubmit={sendReply}
            onCancel={() => setDraft(null)}
            autoFocus
          />
        </div>
      ) : null}
    </li>
  );
}
