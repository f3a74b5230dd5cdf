import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ClassRankRow } from '@verdict/common';
import { useClassRank } from '@/hooks/api/teacher';
import type { AdminColumn } from '../../components/admin-table';
import { PagedAdminTable } from './paged-admin-table';
import { progressColumn, studentColumns } from './teacher-columns';
import '@/i18n/areas/teacher';

/** A class's students by homework problems solved, most first; each opens the student's progress. */
export function ClassRankTable({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rank = useClassRank(classId, page);
  const columns: AdminColumn<ClassRankRow>[] = [
    { header: t('teacher.rank.rank'), cell: (row) => row.rank, className: 'w-14 py-2 font-mono' },
    ...studentColumns<ClassRankRow>(
      t,
      (row) => (
        <Link
          className="text-blue-700 hover:underline"
          to={`/admin/class/${classId}/person-rank/${encodeURIComponent(row.uid)}`}
          state={{ username: row.username }}
        >
          {row.username}
        </Link>
      ),
      'py-2 pr-2',
    ),
    { header: t('teacher.rank.solved'), cell: (row) => row.ac, testId: 'rank-solved' },
    progressColumn(t),
  ];
  return (
    <PagedAdminTable
      list={rank}
      page={page}
      onPageChange={setPage}
      columns={columns}
      rowKey={(row) => row.uid}
      rowData={(row) => ({ 'data-username': row.username })}
      testId="class-rank"
      minWidth="min-w-[600px]"
      emptyText={t('teacher.detail.noStudents')}
    />
  );
}
