import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TrainingView } from '@verdict/common';
import type { AdminColumn } from '../../components/admin-table';
import { HomeworkTable } from './homework-table';
import { createdColumn } from './teacher-columns';
import '@/i18n/areas/teacher';

/**
 * A group's homework (its trainings), newest first, each leading to its rank, its per-problem view
 * and its edit screen in the group; new homework is written in the group too.
 */
export function GroupHomeworkList({ gid }: { gid: number }) {
  const { t } = useTranslation();
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
    createdColumn(t),
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
      <HomeworkTable gid={gid} columns={columns} testId="group-homework" minWidth="min-w-[720px]" />
    </>
  );
}
