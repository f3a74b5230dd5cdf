import { useMemo } from 'react';
import StatusListPage from '@/routes/status/status-list/status-list-page';
import { groupSubmissionLinks } from '@/routes/status/submission-links';
import { useGroup } from '../group-context';

/** The group's submissions (members only): the status page's list and filters, scoped to the group. */
export default function GroupStatusTab() {
  const { group } = useGroup();
  const scope = useMemo(() => ({ gid: group.id, links: groupSubmissionLinks(group.id) }), [group.id]);
  return <StatusListPage scope={scope} />;
}
