import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { postComment, useComments } from '@/hooks/api/comment';
import { toast } from '@/stores/ui';
import type { Comment, CommentPlace } from '@/types/comment';
import { CommentEditor } from './comment-editor';
import { CommentItem } from './comment-item';

interface CommentAreaProps {
  place: CommentPlace;
  /** The viewer deletes any comment or reply here. */
  canModerate: boolean;
  /** Bumped when something new was pushed: the list is read again. */
  refreshVersion?: number;
}

/**
 * A comment area: the box, then the comments newest first, 10 at a time with
 * "load more". The server decides what the viewer reads; this shows it.
 */
export function CommentArea({ place, canModerate, refreshVersion = 0 }: CommentAreaProps) {
  const { t } = useTranslation();
  const { data, error, size, setSize, mutate, isLoading, isValidating } = useComments(place);
  useEffect(() => {
    if (refreshVersion > 0) void mutate();
  }, [refreshVersion, mutate]);
  if (error) throw error;

  // A comment posted since a page was read pushes older ones onto the next page: show each once.
  const comments = [
    ...new Map((data ?? []).flatMap((page) => page.commentList.records).map((c) => [c.id, c])).values(),
  ];
  const liked: Record<number, boolean> = Object.assign(
    {},
    ...(data ?? []).map((page) => page.commentLikeMap),
  );
  const total = data?.[0]?.commentList.total ?? 0;
  const reload = () => void mutate();
  const add = async (content: string) => {
    await postComment(place, content);
    toast('success', t('comment.posted'));
    await mutate();
  };

  return (
    <section className="card space-y-4 p-4" data-testid="comment-area">
      <CommentEditor
        placeholder={t('comment.placeholder')}
        submitLabel={t('comment.submit')}
        onSubmit={add}
      />
      <h2 className="font-semibold">{t('comment.total', { count: total })}</h2>
      {isLoading ? (
        <div className="flex justify-center py-6" data-testid="comment-loading">
          <Spinner />
        </div>
      ) : comments.length === 0 ? (
        <p className="py-6 text-center text-slate-500" data-testid="comment-empty">
          {t('comment.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {comments.map((comment: Comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              liked={Boolean(liked[comment.id])}
              canModerate={canModerate}
              onChanged={reload}
            />
          ))}
        </ul>
      )}
      {comments.length < total ? (
        <div className="text-center">
          <button
            type="button"
            className="btn btn-sm"
            disabled={isValidating}
            onClick={() => void setSize(size + 1)}
            data-testid="comment-load-more"
          >
            {t('comment.loadMore')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
