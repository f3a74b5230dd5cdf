import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { PersonHomeworkRow } from '@verdict/common';
import { useClass, usePersonRank } from '@/hooks/api/teacher';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { PageHeader } from '../components/page-header';
import { LoadState } from './components/load-state';
import { ProgressCell } from './components/progress-cell';
import { useClassParam } from './use-class-param';
import { useStudentName } from './use-student-name';
import '@/i18n/areas/teacher';

/** /admin/class/:classId/person-rank/:uid: one student's progress in every homework of the group. */
export default function PersonRankPage() {
  const { t } = useTranslation();
  const id = useClassParam();
  const uid = useParams().uid ?? '';
  const username = useStudentName(uid);
  const klass = useClass(id);
  const rows = usePersonRank(id, uid);
  const base = `/admin/class/${id}`;
  const gid = klass.data?.gid;
  const columns: AdminColumn<PersonHomeworkRow>[] = [
    {
      header: t('teacher.homework.name'),
      cell: (row) =>
        gid ? (
          <Link
            className="text-blue-700 hover:underline"
            to={`/admin/homework-rank/${gid}/${row.tid}?classId=${id}`}
          >
            {row.title}
          </Link>
        ) : (
          row.title
        ),
      className: 'py-2 pr-2',
    },
    {
      header: t('teacher.progress'),
      cell: (row) => <ProgressCell ac={row.ac} problemCount={row.problemCount} />,
    },
  ];
  return (
    <section className="card p-4">
      <PageHeader title={t('teacher.person.title', { username, name: klass.data?.name ?? '' })}>
        <Link
          className="btn btn-sm"
          to={`${base}/student/${encodeURIComponent(uid)}/submissions`}
          state={{ username }}
        >
          {t('teacher.detail.submissions')}
        </Link>
        <Link className="btn btn-sm" to={base}>
          {t('teacher.backToClass')}
        </Link>
      </PageHeader>
      <LoadState data={rows.data} error={rows.error} onRetry={() => void rows.mutate()}>
        {(data) => (
          <AdminTable
            columns={columns}
            rows={data}
            rowKey={(row) => row.tid}
            testId="person-rank"
            minWidth="min-w-[480px]"
            emptyText={t('teacher.homework.empty')}
          />
        )}
      </LoadState>
    </section>
  );
}
