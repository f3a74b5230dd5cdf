import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TeacherStudentRow } from '@verdict/common';
import { SearchField } from '@/components/ui/search-field';
import { useAllStudents } from '@/hooks/api/teacher';
import type { AdminColumn } from '../components/admin-table';
import { PageHeader } from '../components/page-header';
import { usePagedSearch } from '../components/use-paged-search';
import { PagedAdminTable } from './components/paged-admin-table';
import { joinedColumn, progressColumn, studentColumns } from './components/teacher-columns';
import '@/i18n/areas/teacher';

/** /admin/student: the students of all the teacher's classes, each leading to their submissions. */
export default function AllStudentsPage() {
  const { t } = useTranslation();
  const { page, setPage, search, searchFor } = usePagedSearch();
  const list = useAllStudents({ currentPage: page, keyword: search });
  const columns: AdminColumn<TeacherStudentRow>[] = [
    ...studentColumns<TeacherStudentRow>(t),
    {
      header: t('teacher.students.class'),
      cell: (row) => (
        <Link className="text-blue-700 hover:underline" to={`/admin/class/${row.classId}`}>
          {row.className}
        </Link>
      ),
      className: 'py-2 pr-2',
    },
    progressColumn(t, 'py-2 pr-2'),
    joinedColumn(t),
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
      <PagedAdminTable
        list={list}
        page={page}
        onPageChange={setPage}
        columns={columns}
        rowKey={(row) => `${row.classId}:${row.uid}`}
        rowData={(row) => ({ 'data-username': row.username })}
        testId="teacher-students"
        minWidth="min-w-[760px]"
        emptyText={t('teacher.detail.noStudents')}
      />
    </section>
  );
}
