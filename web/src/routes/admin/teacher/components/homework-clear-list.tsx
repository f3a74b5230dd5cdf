import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingView } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { TEACHER_PAGE_SIZE, useHomeworkList } from '@/hooks/api/teacher';
import { type AdminColumn, AdminTable } from '../../components/admin-table';
import { LoadState } from './load-state';
import '@/i18n/areas/teacher';

interface HomeworkClearListProps {
  gid: number;
  onClear: (homework: TrainingView) => void;
}

/** The group's homework, each with its "Clear records in this homework" button. */
export function HomeworkClearList({ gid, onClear }: HomeworkClearListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useHomeworkList(gid, page);
  const columns: AdminColumn<TrainingView>[] = [
    { header: t('teacher.homework.name'), cell: (row) => row.title, className: 'py-2 pr-2' },
    {
      header: t('teacher.actions'),
      cell: (row) => (
        <button
          type="button"
          className="btn btn-sm btn-danger whitespace-nowrap"
          onClick={() => onClear(row)}
        >
          {t('teacher.submissions.clearHomework')}
        </button>
      ),
    },
  ];
  return (
    <section className="card p-4" aria-labelledby="clear-homework-title">
      <h2 id="clear-homework-title" className="mb-2 font-semibold">
        {t('teacher.submissions.homeworkTitle')}
      </h2>
      <LoadState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(data) => (
          <>
            <AdminTable
              columns={columns}
              rows={data.records}
              rowKey={(row) => row.id}
              rowData={(row) => ({ 'data-homework': row.title })}
              testId="clear-homework-list"
              emptyText={t('teacher.homework.empty')}
            />
            <Pagination page={page} pageSize={TEACHER_PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </LoadState>
    </section>
  );
}
