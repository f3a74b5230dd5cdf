import { useTranslation } from 'react-i18next';
import type { AdminProblemRow } from '@/hooks/api/admin-problem';
import { type AdminColumn, AdminTable } from '../../components/admin-table';
import { problemColumns } from '../problem-columns';

/** The problems of one page, each with a box to choose it, and one box for the whole page. */
export function BatchProblemTable({
  rows,
  chosen,
  onToggle,
  onTogglePage,
  emptyText,
}: {
  /** Undefined while the page loads. */
  rows: AdminProblemRow[] | undefined;
  chosen: ReadonlyMap<number, AdminProblemRow>;
  onToggle: (row: AdminProblemRow, on: boolean) => void;
  onTogglePage: (on: boolean) => void;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const pageChosen = !!rows && rows.length > 0 && rows.every((row) => chosen.has(row.id));
  const columns: AdminColumn<AdminProblemRow>[] = [
    {
      header: (
        <input
          type="checkbox"
          aria-label={t('adminProblemForm.choosePage')}
          checked={pageChosen}
          onChange={(event) => onTogglePage(event.target.checked)}
        />
      ),
      headerClassName: 'w-8 py-2',
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={t('adminProblemForm.chooseProblem', { id: row.problemId })}
          checked={chosen.has(row.id)}
          onChange={(event) => onToggle(row, event.target.checked)}
        />
      ),
    },
    ...problemColumns(t),
    { header: t('adminProblem.visibility'), cell: (row) => t(`adminProblem.auth.${row.auth}`) },
  ];
  return (
    <AdminTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      testId="batch-problem-list"
      minWidth="min-w-[560px]"
      emptyText={emptyText}
      keepHeader
    />
  );
}
