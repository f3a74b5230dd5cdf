import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminTrainingView } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { Pagination } from '@/components/ui/pagination';
import {
  changeGroupTrainingStatus,
  deleteGroupTraining,
  GROUP_ADMIN_TRAINING_PAGE_SIZE,
  useGroupAdminTrainingList,
} from '@/hooks/api/group-training';
import { AdminTable, type AdminColumn } from '@/routes/admin/components/admin-table';
import { useConfirmedDelete } from '@/routes/admin/components/use-confirmed-delete';
import { AuthBadge } from '@/routes/training/components/auth-badge';
import { useGroup } from '../../group-context';
import { canManageGroupTraining } from '../group-training-rules';
import { groupTrainingPath } from '../group-training-paths';
import '@/i18n/areas/group-training';
import '@/i18n/areas/training';

interface GroupTrainingAdminTableProps {
  onCreate: () => void;
  onEdit: (tid: number) => void;
  onProblems: (tid: number) => void;
}

/**
 * Every training of the group, hidden ones too (group admins): show or hide, edit, its problems,
 * delete. Rows the viewer may not change (another admin's, for a non-root) only open.
 */
export function GroupTrainingAdminTable({ onCreate, onEdit, onProblems }: GroupTrainingAdminTableProps) {
  const { t } = useTranslation();
  const { group, viewer } = useGroup();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useGroupAdminTrainingList({
    gid: group.id,
    currentPage: page,
    limit: GROUP_ADMIN_TRAINING_PAGE_SIZE,
  });
  const confirmDelete = useConfirmedDelete(() => void mutate());
  const toggle = async (row: AdminTrainingView, status: boolean) => {
    try {
      await changeGroupTrainingStatus(row.id, status);
    } finally {
      void mutate();
    }
  };
  const columns: AdminColumn<AdminTrainingView>[] = [
    { header: 'ID', cell: (row) => row.id },
    { header: t('training.rank'), cell: (row) => row.rank },
    {
      header: t('training.name'),
      cell: (row) => (
        <Link className="font-medium text-blue-700 hover:underline" to={groupTrainingPath(group.id, row.id)}>
          {row.title}
        </Link>
      ),
    },
    { header: t('training.auth'), cell: (row) => <AuthBadge auth={row.auth} /> },
    { header: t('training.author'), cell: (row) => row.author },
    {
      header: t('training.visible'),
      cell: (row) => (
        <input
          type="checkbox"
          role="switch"
          aria-label={t('training.visibleOf', { title: row.title })}
          checked={row.status}
          disabled={!canManageGroupTraining(viewer, row.uid)}
          onChange={(event) => void toggle(row, event.target.checked).catch(() => undefined)}
        />
      ),
    },
    {
      header: t('admin.actions'),
      className: 'py-2 whitespace-nowrap',
      testId: 'group-training-actions',
      cell: (row) =>
        canManageGroupTraining(viewer, row.uid) ? (
          <>
            <button type="button" className="btn btn-sm mr-1" onClick={() => onProblems(row.id)}>
              {t('groupTraining.problems')}
            </button>
            <button type="button" className="btn btn-sm mr-1" onClick={() => onEdit(row.id)}>
              {t('admin.edit')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              onClick={() =>
                void confirmDelete(t('groupTraining.confirmDelete', { title: row.title }), () =>
                  deleteGroupTraining(row.id),
                )
              }
            >
              {t('admin.delete')}
            </button>
          </>
        ) : (
          <span className="text-xs text-slate-500">{t('groupTraining.notYours')}</span>
        ),
    },
  ];
  if (error && !data) {
    return (
      <section className="card">
        <LoadError error={error} onRetry={() => void mutate()} title={t('groupTraining.loadFailed')} />
      </section>
    );
  }
  return (
    <section className="card space-y-3 p-4" data-testid="group-training-admin">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto font-semibold">{t('groupTraining.manage')}</h2>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onCreate}
          data-testid="group-training-create"
        >
          {t('groupTraining.create')}
        </button>
      </div>
      <AdminTable
        columns={columns}
        rows={data?.records}
        rowKey={(row) => row.id}
        rowData={(row) => ({ 'data-tid': String(row.id) })}
        testId="group-training-admin-list"
        minWidth="min-w-[720px]"
        loadingText={t('training.loading')}
        emptyText={t('training.empty')}
      />
      <Pagination
        page={page}
        pageSize={GROUP_ADMIN_TRAINING_PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={setPage}
      />
    </section>
  );
}
