/** One group discussion with its comments (/group/:groupID/discussion-detail/:discussionID). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DiscussionDetailPage } from '@/routes/discussion/discussion-detail/discussion-detail-page';
import { discussionListPath } from '@/routes/discussion/discussion-text';
import { useGroup } from '../group-context';
import '@/i18n/areas/group-discussion';

/** The public detail page, kept inside the group: its links, edit and delete follow the group's rules. */
export default function GroupDiscussionDetailPage() {
  const { t } = useTranslation();
  const { group, isAdmin, isRoot } = useGroup();
  return (
    <div className="space-y-3" data-testid="group-discussion-detail">
      <Link className="text-sm text-blue-700 hover:underline" to={discussionListPath(group.id)}>
        ← {t('groupDiscussion.back')}
      </Link>
      <DiscussionDetailPage gid={group.id} groupRoot={isRoot} canPin={isAdmin} />
    </div>
  );
}
