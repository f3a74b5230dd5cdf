import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ClassRankRow } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { TEACHER_PAGE_SIZE, useClassRank } from '@/hooks/api/teacher';
import { type AdminColumn, AdminTable } from '../../components/admin-table';
import { LoadState } from './load-state';
import { ProgressCell } from './progress-cell';
import '@/i18n/areas/teacher';

/** A class's students by homework problems solved, most first; each opens the student's progress. */
export function ClassRankTable({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rank = useClassRank(classId, page);
  const columns: AdminColumn<ClassRankRow>[] = [
    { header: t('teacher.rank.rank'), cell: (row) => row.rank, className: 'w-14 py-2 font-mono' },
    {
      header: t('teacher.username'),
      cell: (row) => (
        <Link
          className="text-blue-700 hover:underline"
          to={`/admin/class/${classId}/person-rank/${encodeURIComponent(row.uid)}`}
          state={{ username: row.username }}
        >
          {row.username}
        </Link>
      ),
      className: 'py-2 pr-2',
    },
    { header: t('teacher.realname'), cell: (row) => row.realname ?? '', className: 'py-2 pr-2' },
    { header: t('teacher.rank.solved'), cell: (row) => row.ac, testId: 'rank-solved' },
    {
      header: t('teacher.progress'),
      cell: (row) => <ProgressCell ac={row.ac} problemCount={row.problemCount} />,
    },
  ];
  return (
    <LoadState data={rank.data} error={rank.error} onRetry={() => void rank.mutate()}>
      {(data) => (
        <>
          <AdminTable
            columns={columns}
            rows={data.records}
            rowKey={(row) => row.uid}
            rowData={(row) => ({ 'data-username': row.username })}
            testId="class-rank"
            minWidth="min-w-[600px]"
            emptyText={t('teacher.detail.noStudents')}
          />
          <Pagination page={page} pageSize={TEACHER_PAGE_SIZE} total={data.total} onPageChange={setPage} />
        </>
      )}
    </LoadState>
  );
}
