import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Clarification } from '@/types/comment';

/** Pushed clarifications, shown like unread announcements until the user looks or closes them. */
export function ClarificationBanner({
  cid,
  unseen,
  onSeen,
}: {
  cid: number;
  unseen: Clarification[];
  onSeen: () => void;
}) {
  const { t } = useTranslation();
  if (unseen.length === 0) return null;
  return (
    <div role="alert" className="card border-amber-300 bg-amber-50 p-3" data-testid="clarification-banner">
      <ul className="space-y-1 text-sm">
        {unseen.map((item) => (
          <li key={`${item.commentId}-${item.replyId ?? 0}`}>
            {t('comment.newClarification', { name: item.fromName, excerpt: item.excerpt })}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex gap-2">
        <Link to={`/contest/${cid}/comment`} className="btn btn-sm" onClick={onSeen}>
          {t('comment.openComments')}
        </Link>
        <button type="button" className="btn btn-sm" onClick={onSeen}>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}
