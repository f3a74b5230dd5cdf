import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemHeaderCells, ProblemRowCells } from '@/components/common/problem-table-cells';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/stores/session';
import type { ProblemListItem } from '@/types/problem';
import { useMyStatuses } from '../use-my-statuses';

export function ProblemTable({ records, loading }: { records: ProblemListItem[]; loading: boolean }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const [showTags, setShowTags] = useState(true);
  const statuses = useMyStatuses(records);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[640px] text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <ProblemHeaderCells
              showStatus={Boolean(token)}
              idLabel={t('problem.id')}
              difficultyWidth="w-32"
              tagsLabel={t('problem.tags')}
              showTags={showTags}
              onShowTagsChange={setShowTags}
            />
          </tr>
        </thead>
        <tbody>
          {records.map((row) => (
            <tr key={row.problemId} className="border-b border-slate-100 hover:bg-slate-50">
              <ProblemRowCells
                status={token ? (statuses[row.problemId] ?? row.myStatus ?? -10) : null}
                displayId={row.problemId}
                to={`/problem/${encodeURIComponent(row.problemId)}`}
                title={row.title}
                difficulty={row.difficulty}
                tags={row.tags ?? []}
                showTags={showTags}
                ac={row.ac}
                total={row.total}
              />
            </tr>
          ))}
        </tbody>
      </table>
      {loading ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : records.length === 0 ? (
        <p className="py-8 text-center text-slate-500">{t('common.noData')}</p>
      ) : null}
    </div>
  );
}
