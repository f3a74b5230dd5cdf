import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Discussion } from '@/hooks/api/discussion';
import { formatDateTime } from '@/lib/format';
import { DiscussionAuthor } from '../../components/discussion-author';
import { DiscussionMenu } from '../../components/discussion-menu';
import { discussionDetailPath } from '../../discussion-text';
import '@/i18n/areas/discussion';

interface DiscussionRowProps {
  discussion: Discussion;
  onEdit: (discussion: Discussion) => void;
  onChanged: () => void;
  /** In a group's list: the viewer is a group root, who edits and deletes any post. */
  groupRoot?: boolean;
}

/** One entry of the list: title, description, author, counts, category, time, pin mark and menu. */
export function DiscussionRow({ discussion, onEdit, onChanged, groupRoot }: DiscussionRowProps) {
  const { t } = useTranslation();
  return (
    <li className="py-3" data-testid="discussion-row" data-discussion-id={discussion.id}>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <Link
            to={discussionDetailPath(discussion)}
            className="font-semibold break-words text-slate-900 hover:text-blue-700"
            data-testid="discussion-title"
          >
            {discussion.topPriority > 0 ? (
              <span
                className="mr-1 rounded bg-red-600 px-1 text-xs font-bold text-white"
                data-testid="discussion-pinned"
              >
                {t('discussion.pinned')}
              </span>
            ) : null}
            {discussion.title}
          </Link>
          <p className="mt-1 text-sm break-words text-slate-600" data-testid="discussion-description">
            {discussion.description}
          </p>
        </div>
        <DiscussionMenu
          discussion={discussion}
          groupRoot={groupRoot}
          onEdit={() => onEdit(discussion)}
          onDeleted={onChanged}
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
        <DiscussionAuthor discussion={discussion} />
        <span title={t('discussion.comments')}>💬 {discussion.commentNum}</span>
        <span title={t('discussion.likes')}>👍 {discussion.likeNum}</span>
        <span title={t('discussion.views')}>👁 {discussion.viewNum}</span>
        {discussion.categoryName ? (
          <span className="rounded bg-slate-100 px-1.5 py-0.5">{discussion.categoryName}</span>
        ) : null}
        <time>{formatDateTime(discussion.gmtCreate)}</time>
      </div>
    </li>
  );
}
