import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ClassStudentView, ClassView } from '@verdict/common';
import { SearchField } from '@/components/ui/search-field';
import { removeClassStudent, useClassStudents } from '@/hooks/api/teacher';
import type { AdminColumn } from '../../components/admin-table';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { usePagedSearch } from '../../components/use-paged-search';
import { PagedAdminTable } from './paged-admin-table';
import { joinedColumn, progressColumn, studentColumns } from './teacher-columns';
import '@/i18n/areas/teacher';

/** The class's students with their homework progress; remove one, or open their submissions and progress. */
export function ClassStudentsSection({ klass, onChanged }: { klass: ClassView; onChanged: () => void }) {
  const { t } = useTranslation();
  const { page, setPage, search, searchFor } = usePagedSearch();
  const students = useClassStudents(klass.id, { currentPage: page, keyword: search });
  const confirmedRemove = useConfirmedDelete(() => {
    void students.mutate();
    onChanged();
  });
  const base = `/admin/class/${klass.id}`;
  const columns: AdminColumn<ClassStudentView>[] = [
    ...studentColumns<ClassStudentView>(t),
    progressColumn(t, 'py-2 pr-2'),
    joinedColumn(t),
    {
      header: t('teacher.actions'),
      className: 'py-2 whitespace-nowrap',
      cell: (row) => {
        const uid = encodeURIComponent(row.uid);
        return (
          <>
            <Link
              className="btn btn-sm mr-1"
              to={`${base}/student/${uid}/submissions`}
              state={{ username: row.username }}
            >
              {t('teacher.detail.submissions')}
            </Link>
            <Link
              className="btn btn-sm mr-1"
              to={`${base}/person-rank/${uid}`}
              state={{ username: row.username }}
            >
              {t('teacher.detail.personRank')}
            </Link>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              onClick={() =>
                void confirmedRemove(t('teacher.detail.removeConfirm', { username: row.username }), () =>
                  removeClassStudent(klass.id, row.uid),
                )
              }
            >
              {t('teacher.detail.remove')}
            </button>
          </>
        );
      },
    },
  ];
  return (
    <section className="card p-4" aria-labelledby="class-students-title">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id="class-students-title" className="mr-auto font-semibold">
          {t('teacher.detail.studentsTitle')}
        </h2>
        <SearchField label={t('teacher.detail.searchStudents')} type="search" onSearch={searchFor} />
      </div>
      <PagedAdminTable
        list={students}
        page={page}
        onPageChange={setPage}
        columns={columns}
        rowKey={(row) => row.uid}
        rowData={(row) => ({ 'data-username': row.username })}
        testId="class-students"
        minWidth="min-w-[720px]"
        emptyText={t('teacher.detail.noStudents')}
      />
    </section>
  );
}
