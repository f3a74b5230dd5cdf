/** A group's members. */
import { useSWRConfig } from 'swr';
import { matchPath } from '@/lib/swr-keys';
import { ApplicationTable } from './components/application-table';
import { MemberTable } from './components/member-table';
import { useGroup } from './group-context';

/** The members; group admins review applications and manage members here too. */
export default function GroupMemberTab() {
  const { isAdmin, reload } = useGroup();
  const { mutate } = useSWRConfig();
  const afterReview = () => {
    reload();
    void mutate(matchPath('/api/group/get-member-list'));
  };
  return (
    <div className="space-y-3">
      {isAdmin ? <ApplicationTable onChanged={afterReview} /> : null}
      <MemberTable onChanged={reload} />
    </div>
  );
}
