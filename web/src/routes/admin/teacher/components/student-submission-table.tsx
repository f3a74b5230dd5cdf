import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusTag } from '@/components/common/status-tag';
import { formatDateTime, formatMemory, formatTime } from '@/lib/format';
import type { Submission } from '@/types/submission';
import type { AdminColumn } from '../../components/admin-table';
import { PagedAdminTable, type PagedList } from './paged-admin-table';
import '@/i18n/areas/teacher';

interface StudentSubmissionTableProps {
  list: PagedList<Submission>;
  page: number;
  onPageChange: (page: number) => void;
  /** Narrows the list to the row's problem. */
  onFilterProblem: (row: Submission) => void;
}

/** One student's submissions with the status page's colours; each row can narrow the list to its problem. */
export function StudentSubmissionTable({
  list,
  page,
  onPageChange,
  onFilterProblem,
}: StudentSubmissionTableProps) {
  const { t } = useTranslation();
  const columns: AdminColumn<Submission>[] = [
    {
      header: t('submission.runId'),
      cell: (row) => (
        <Link className="text-blue-700 hover:underline" to={`/submission-detail/${row.submitId}`}>
          {row.submitId}
        </Link>
      ),
      className: 'py-2 pr-2',
    },
    {
      header: t('submission.problem'),
      cell: (row) => `${row.displayPid}${row.title ? ` ${row.title}` : ''}`,
      className: 'py-2 pr-2',
    },
    {
      header: t('submission.status'),
      cell: (row) => <StatusTag status={row.status} />,
      className: 'py-2 pr-2',
      testId: 'status-cell',
    },
    { header: t('submission.score'), cell: (row) => row.score ?? '--', className: 'py-2 pr-2' },
    { header: t('submission.time'), cell: (row) => formatTime(row.time), className: 'py-2 pr-2' },
    { header: t('submission.memory'), cell: (row) => formatMemory(row.memory), className: 'py-2 pr-2' },
    { header: t('submission.language'), cell: (row) => row.language, className: 'py-2 pr-2' },
    {
      header: t('submission.submitTime'),
      cell: (row) => formatDateTime(row.submitTime),
      className: 'py-2 pr-2 whitespace-nowrap',
    },
    {
      header: t('teacher.actions'),
      cell: (row) => (
        <button type="button" className="btn btn-sm whitespace-nowrap" onClick={() => onFilterProblem(row)}>
          {t('teacher.submissions.onlyThisProblem')}
        </button>
      ),
    },
  ];
  return (
    <PagedAdminTable
      list={list}
      page={page}
      onPageChange={onPageChange}
      columns={columns}
      rowKey={(row) => row.submitId}
      rowData={(row) => ({ 'data-submit-id': String(row.submitId) })}
      testId="student-submissions"
      minWidth="min-w-[860px]"
      emptyText={t('teacher.submissions.empty')}
    />
  );
}
