import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemHeaderCells, ProblemRowCells } from '@/components/common/problem-table-cells';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/stores/session';
import type { ProblemListItem } from '@/types/problem';
import { useMyStatuses } from '../use-my-statuses';

/** One problem as a problem table shows it, wherever the list comes from. */
export type ProblemTableRow = Omit<ComponentProps<typeof ProblemRowCells>, 'showTags'> & {
  key: string | number;
  /** Extra attributes of the row, for tests and tools. */
  attributes?: Record<string, string | number>;
};

interface ProblemRowsTableProps {
  rows: ProblemTableRow[];
  showStatus: boolean;
  idLabel: string;
  tagsLabel: string;
  difficultyWidth: string;
  /** Whether the tags show before the viewer toggles them. */
  initialShowTags: boolean;
  minWidth: string;
  testId?: string;
}

/** The problem set's table (status, id, title, difficulty, tags, AC rate); it scrolls sideways on a phone. */
export function ProblemRowsTable({
  rows,
  showStatus,
  idLabel,
  tagsLabel,
  difficultyWidth,
  initialShowTags,
  minWidth,
  testId,
}: ProblemRowsTableProps) {
  const [showTags, setShowTags] = useState(initialShowTags);
  return (
    <div className="overflow-x-auto">
      <table className={`w-full ${minWidth} text-sm`} data-testid={testId}>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <ProblemHeaderCells
              showStatus={showStatus}
              idLabel={idLabel}
              difficultyWidth={difficultyWidth}
              tagsLabel={tagsLabel}
              showTags={showTags}
              onShowTagsChange={setShowTags}
            />
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, attributes, ...row }) => (
            <tr key={key} className="border-b border-slate-100 hover:bg-slate-50" {...attributes}>
              <ProblemRowCells {...row} showTags={showTags} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProblemTable({ records, loading }: { records: ProblemListItem[]; loading: boolean }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const statuses = useMyStatuses(records);
  return (
    <>
      <ProblemRowsTable
        rows={records.map((row) => ({
          key: row.problemId,
          status: token ? (statuses[row.problemId] ?? row.myStatus ?? -10) : null,
          displayId: row.problemId,
          to: `/problem/${encodeURIComponent(row.problemId)}`,
          title: row.title,
          difficulty: row.difficulty,
          tags: row.tags ?? [],
          ac: row.ac,
          total: row.total,
        }))}
        showStatus={Boolean(token)}
        idLabel={t('problem.id')}
        tagsLabel={t('problem.tags')}
        difficultyWidth="w-32"
        initialShowTags
        minWidth="min-w-[640px]"
      />
      {loading ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : records.length === 0 ? (
        <p className="py-8 text-center text-slate-500">{t('common.noData')}</p>
      ) : null}
    </>
  );
}
