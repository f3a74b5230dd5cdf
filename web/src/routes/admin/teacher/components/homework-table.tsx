import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingView } from '@verdict/common';
import { useHomeworkList } from '@/hooks/api/teacher';
import type { AdminColumn } from '../../components/admin-table';
import { PagedAdminTable } from './paged-admin-table';
import '@/i18n/areas/teacher';

interface HomeworkTableProps {
  gid: number;
  columns: AdminColumn<TrainingView>[];
  testId: string;
  minWidth?: string;
}

/** A group's homework, newest first, a page at a time, in the columns the screen asks for. */
export function HomeworkTable({ gid, columns, testId, minWidth }: HomeworkTableProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useHomeworkList(gid, page);
  return (
    <PagedAdminTable
      list={list}
      page={page}
      onPageChange={setPage}
      columns={columns}
      rowKey={(row) => row.id}
      rowData={(row) => ({ 'data-homework': row.title })}
      testId={testId}
      minWidth={minWidth}
      emptyText={t('teacher.homework.empty')}
    />
  );
}
