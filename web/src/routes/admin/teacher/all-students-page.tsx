import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TeacherStudentRow } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { TEACHER_PAGE_SIZE, useAllStudents } from '@/hooks/api/teacher';
import { formatDateTime } from '@/lib/format';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { usePagedSearch } from '../components/use-paged-search';
import { LoadState } from './components/load-state';
import { PageHeader } from './components/page-header';
import { ProgressCell } from './components/progress-cell';
import '@/i18n/areas/teacher';

/** /admin/student: the students of all the teacher's classes, each leading to their submissions. */
export default function AllStudentsPage() {
  const { t } = useTranslation();
  const { page, setPage, search, searchFor } = usePagedSearch();
  const list = useAllStudents({ currentPage: page, keyword: search });
  const columns: AdminColumn<TeacherStudentRow>[] = [
    { header: t('teacher.username'), cell: (row) => row.username, className: 'py-2 pr-2 font-medium' },
    { header: t('teacher.realname'), cell: (row) => row.realname ?? '', className: 'py-2 pr-2' },
    {
      header: t('teacher.students.class'),
      cell: (row) => (
        <Link className="text-blue-700 hover:underline" to={`/admin/class/${row.classId}`}>
          {row.className}
        </Link>
      ),
      className: 'py-2 pr-2',
    },
    {
      header: t('teacher.progress'),
      cell: (row) => <ProgressCell ac={row.ac} problemCount={row.problemCount} />,
      className: 'py-2 pr-2',
    },
    {
      header: t('teacher.joined'),
      cell: (row) => formatDateTime(row.joinTime),
      className: 'py-2 pr-2 whitespace-nowrap',
    },
    {
      header: t('teacher.actions'),
      className: 'py-2 whitespace-nowrap',
      cell: (row) => (
        <Link
          className="btn btn-sm"
          to={`/admin/class/${row.classId}/student/${encodeURIComponent(row.uid)}/submissions`}
          state={{ username: row.username }}
        >
          {t('teacher.detail.submissions')}
        </Link>
      ),
    },
  ];
  return (
    <section className="card p-4">
      <PageHeader title={t('teacher.nav.students')}>
        <SearchField label={t('teacher.detail.searchStudents')} type="search" onSearch={searchFor} />
      </PageHeader>
      <LoadState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(data) => (
          <>
            <AdminTable
              columns={columns}
              rows={data.records}
              rowKey={(row) => `${row.classId}:${row.uid}`}
              rowData={(row) => ({ 'data-username': row.username })}
              testId="teacher-students"
              minWidth="min-w-[760px]"
              emptyText={t('teacher.detail.noStudents')}
            />
            <Pagination page={page} pageSize={TEACHER_PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </LoadState>
    </section>
  );
}
