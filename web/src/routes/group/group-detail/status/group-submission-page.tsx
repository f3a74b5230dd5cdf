import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import SubmissionDetailPage from '@/routes/status/submission-detail/submission-detail-page';
import { groupSubmissionLinks } from '@/routes/status/submission-links';
import { useGroup } from '../group-context';
import '@/i18n/areas/group-contest';

/** One submission made in the group, under the group's header. */
export default function GroupSubmissionPage() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const links = useMemo(() => groupSubmissionLinks(group.id), [group.id]);
  return (
    <div className="space-y-3">
      <Link to={`/group/${group.id}/status`} className="btn btn-sm" data-testid="group-submission-back">
        ← {t('groupContest.status.back')}
      </Link>
      <SubmissionDetailPage links={links} />
    </div>
  );
}
