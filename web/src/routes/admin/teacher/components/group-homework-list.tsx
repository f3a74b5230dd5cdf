import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TrainingView } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { TEACHER_PAGE_SIZE, useHomeworkList } from '@/hooks/api/teacher';
import { formatDateTime } from '@/lib/format';
import { type AdminColumn, AdminTable } from '../../components/admin-table';
import { LoadState } from './load-state';
import '@/i18n/areas/teacher';

/**
 * A group's homework (its trainings), newest first, each leading to its rank, its per-problem view
 * and its edit screen in the group; new homework is written in the group too.
 */
export function GroupHomeworkList({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useHomeworkList(gid, page);
  const columns: AdminColumn<TrainingView>[] = [
    { header: t('teacher.homework.name'), cell: (row) => row.title, className: 'py-2 pr-2 font-medium' },
    {
      header: t('teacher.homework.problemCount'),
      cell: (row) => row.problemCount,
      className: 'py-2 pr-2',
    },
    {
      header: t('teacher.homework.visible'),
      cell: (row) => t(row.status ? 'teacher.homework.shown' : 'teacher.homework.hidden'),
      className: 'py-2 pr-2',
    },
    {
      header: t('teacher.class.created'),
      cell: (row) => formatDateTime(row.gmtCreate),
      className: 'py-2 pr-2 whitespace-nowrap',
    },
    {
      header: t('teacher.actions'),
      className: 'py-2 whitespace-nowrap',
      cell: (row) => (
        <>
          <Link className="btn btn-sm mr-1" to={`/admin/homework-rank/${gid}/${row.id}`}>
            {t('teacher.homework.rank')}
          </Link>
          <Link className="btn btn-sm mr-1" to={`/admin/homework-problem/${gid}/${row.id}`}>
            {t('teacher.homework.problems')}
          </Link>
          <Link className="btn btn-sm" to={`/group/${gid}/training?edit=${row.id}`}>
            {t('admin.edit')}
          </Link>
        </>
      ),
    },
  ];
  return (
    <>
      <div className="mb-3 flex justify-end">
        <Link className="btn btn-primary" to={`/group/${gid}/training?create=1`}>
          {t('teacher.homework.create')}
        </Link>
      </div>
      <LoadState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(data) => (
          <>
            <AdminTable
              columns={columns}
              rows={data.records}
              rowKey={(row) => row.id}
              rowData={(row) => ({ 'data-homework': row.title })}
              testId="group-homework"
              minWidth="min-w-[720px]"
              emptyText={t('teacher.homework.empty')}
            />
            <Pagination page={page} pageSize={TEACHER_PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </LoadState>
    </>
  );
}
