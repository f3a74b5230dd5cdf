import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemHeaderCells, ProblemRowCells } from '@/components/common/problem-table-cells';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { useGroupProblemList } from '@/hooks/api/group-problem';
import { JudgeStatus } from '@verdict/common';
import { useGroup } from '../../group-context';
import '@/i18n/areas/group-problem';

const PAGE_SIZE = 10;

/** Members: the group's public problems with the viewer's status, as the problem set shows them. */
export function GroupProblemList() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const [page, setPage] = useState(1);
  const [showTags, setShowTags] = useState(false);
  const list = useGroupProblemList(group.id, page, PAGE_SIZE);
  const records = list.data?.records ?? [];
  if (list.error && !list.data) {
    return (
      <div role="alert" className="py-6 text-center text-sm text-slate-600">
        <p className="mb-3">{t('groupProblem.loadFailed')}</p>
        <button type="button" className="btn" onClick={() => void list.mutate()}>
          {t('common.reload')}
        </button>
      </div>
    );
  }
  if (!list.data) return <PageLoading />;
  return (
    <>
      {records.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500">{t('groupProblem.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-sm" data-testid="group-problem-list">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <ProblemHeaderCells
                  showStatus
                  idLabel={t('groupProblem.id')}
                  difficultyWidth="w-28"
                  tagsLabel={t('problem.tags')}
                  showTags={showTags}
                  onShowTagsChange={setShowTags}
                />
              </tr>
            </thead>
            <tbody>
              {records.map((row) => (
                <tr
                  key={row.problemId}
                  className="border-b border-slate-100 hover:bg-slate-50"
                  data-testid="group-problem-row"
                >
                  <ProblemRowCells
                    status={row.myStatus ?? JudgeStatus.NOT_SUBMITTED}
                    displayId={row.problemId}
                    to={`/group/${group.id}/problem/${encodeURIComponent(row.problemId)}`}
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
        </div>
      )}
      <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPageChange={setPage} />
    </>
  );
}
