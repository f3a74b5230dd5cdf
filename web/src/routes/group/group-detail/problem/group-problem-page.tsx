/** One group problem, opened and submitted in the group. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import ProblemDetailPage from '@/routes/problem/problem-detail/problem-detail-page';
import { ProblemScopeContext } from '@/routes/problem/problem-detail/problem-scope';
import { useGroup } from '../group-context';
import '@/i18n/areas/group-problem';

/** The problem page of the problem set, read in the group's scope and submitting under the group. */
export default function GroupProblemPage() {
  const { t } = useTranslation();
  const { group } = useGroup();
  return (
    <div className="space-y-2">
      <nav className="flex flex-wrap items-center gap-2">
        <Link className="btn btn-sm" to={`/group/${group.id}/problem`}>
          ← {t('groupProblem.backToList')}
        </Link>
      </nav>
      <ProblemScopeContext.Provider value={{ cid: 0, gid: group.id }}>
        <ProblemDetailPage />
      </ProblemScopeContext.Provider>
    </div>
  );
}
