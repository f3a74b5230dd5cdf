import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ClassView } from '@verdict/common';
import { confirmAction } from '@/components/ui/confirm';
import { SearchField } from '@/components/ui/search-field';
import {
  deleteClass,
  finishClass,
  TEACHER_PAGE_SIZE,
  useClassGroups,
  useClassList,
} from '@/hooks/api/teacher';
import { toast } from '@/stores/ui';
import { AdminListPage } from '../components/admin-list-page';
import { AdminRowActions } from '../components/admin-row-actions';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { usePagedSearch } from '../components/use-paged-search';
import { ClassDialog } from './components/class-dialog';
import { ClassStateBadge } from './components/class-state-badge';
import { LoadState } from './components/load-state';
import { createdColumn } from './components/teacher-columns';
import '@/i18n/areas/teacher';

/** /admin/class: the classes of the groups the teacher administers; create, edit, finish, delete. */
export default function ClassListPage() {
  const { t } = useTranslation();
  const { page, setPage, search, searchFor } = usePagedSearch();
  const [gid, setGid] = useState(0);
  const [dialog, setDialog] = useState<{ editing?: ClassView } | null>(null);
  const groups = useClassGroups();
  const list = useClassList({ currentPage: page, keyword: search, gid: gid || undefined });
  const reload = () => void list.mutate();
  const confirmedDelete = useConfirmedDelete(reload);

  const finish = async (row: ClassView) => {
    if (!(await confirmAction(t('teacher.class.finishConfirm', { name: row.name })))) return;
    try {
      await finishClass(row.id);
      toast('success', t('teacher.class.finishedToast'));
      reload();
    } catch {
      // The api client has shown the server's message.
    }
  };

  const columns: AdminColumn<ClassView>[] = [
    { header: t('teacher.class.group'), cell: (row) => row.groupName, className: 'py-2 pr-2' },
    {
      header: t('teacher.class.name'),
      cell: (row) => (
        <Link className="text-blue-700 hover:underline" to={`/admin/class/${row.id}`}>
          {row.name}
        </Link>
      ),
      className: 'py-2 pr-2',
    },
    { header: t('teacher.class.school'), cell: (row) => row.school, className: 'py-2 pr-2' },
    { header: t('teacher.class.students'), cell: (row) => row.studentCount, testId: 'class-student-count' },
    { header: t('teacher.class.state'), cell: (row) => <ClassStateBadge state={row.state} /> },
    { header: t('teacher.class.author'), cell: (row) => row.author, className: 'py-2 pr-2' },
    createdColumn(t),
    {
      header: t('teacher.actions'),
      className: 'py-2 whitespace-nowrap',
      cell: (row) => (
        <>
          {row.state === 'normal' ? (
            <button type="button" className="btn btn-sm mr-1" onClick={() => void finish(row)}>
              {t('teacher.class.finish')}
            </button>
          ) : null}
          <AdminRowActions
            onEdit={() => setDialog({ editing: row })}
            onDelete={() =>
              void confirmedDelete(t('teacher.class.deleteConfirm', { name: row.name }), () =>
                deleteClass(row.id),
              )
            }
          />
        </>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('teacher.class.listTitle')}
      titleId="teacher-classes-title"
      createLabel={t('teacher.class.create')}
      onCreate={() => setDialog({})}
      page={page}
      pageSize={TEACHER_PAGE_SIZE}
      total={list.data?.total ?? 0}
      onPageChange={setPage}
      dialog={
        dialog ? (
          <ClassDialog
            editing={dialog.editing}
            onClose={() => setDialog(null)}
            onSaved={() => {
              setDialog(null);
              reload();
            }}
          />
        ) : null
      }
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <select
          className="input w-56 max-w-full"
          aria-label={t('teacher.class.group')}
          value={gid}
          onChange={(event) => {
            setPage(1);
            setGid(Number(event.target.value));
          }}
        >
          <option value={0}>{t('teacher.class.allGroups')}</option>
          {(groups.data ?? []).map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
        <SearchField label={t('teacher.class.search')} type="search" onSearch={searchFor} />
      </div>
      <LoadState data={list.data} error={list.error} onRetry={reload}>
        {(data) => (
          <AdminTable
            columns={columns}
            rows={data.records}
            rowKey={(row) => row.id}
            rowData={(row) => ({ 'data-class': row.name })}
            testId="teacher-class-table"
            minWidth="min-w-[760px]"
            emptyText={t('teacher.class.empty')}
          />
        )}
      </LoadState>
    </AdminListPage>
  );
}
