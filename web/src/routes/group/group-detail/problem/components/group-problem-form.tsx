import { useTranslation } from 'react-i18next';
import { ProblemFormScreen } from '@/routes/admin/problem/problem-form-page';
import { useGroup } from '../../group-context';
import { useGroupProblemEndpoints } from '../group-problem-endpoints';
import '@/i18n/areas/group-problem';

/** The back office's problem form inside the group tab: creates (pid null) or edits a group problem. */
export function GroupProblemForm({ pid, onClose }: { pid: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { group } = useGroup();
  const endpoints = useGroupProblemEndpoints(group.id);
  return (
    <div className="space-y-2" data-testid="group-problem-form">
      <button type="button" className="btn btn-sm" onClick={onClose}>
        ← {t('groupProblem.back')}
      </button>
      <ProblemFormScreen
        pid={pid}
        endpoints={endpoints}
        header={
          pid === null ? (
            <p className="text-sm text-slate-600">
              {t('groupProblem.idPrefix', { shortName: group.shortName })}
            </p>
          ) : null
        }
        onDone={onClose}
      />
    </div>
  );
}
