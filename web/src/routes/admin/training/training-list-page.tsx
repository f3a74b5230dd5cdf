import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Role, type AdminTrainingView } from '@verdict/common';
import { SearchField } from '@/components/ui/search-field';
import {
  ADMIN_TRAINING_PAGE_SIZE,
  changeTrainingStatus,
  deleteTraining,
  useAdminTrainingList,
} from '@/hooks/api/training';
import { formatDateTime } from '@/lib/format';
import { roleCodes, useSession } from '@/stores/session';
import { AdminListPage } from '../components/admin-list-page';
import { AdminRowActions } from '../components/admin-row-actions';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { usePagedSearch } from '../components/use-paged-search';
import '@/i18n/areas/training';

/** /admin/training: every site training, hidden ones too; visibility, edit, problems, delete. */
export default function AdminTrainingListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canDelete = roleCodes(useSession().user).includes(Role.ROOT);
  const { page, setPage, search, searchFor } = usePagedSearch();
  const { data, error, mutate } = useAdminTrainingList({
    currentPage: page,
    limit: ADMIN_TRAINING_PAGE_SIZE,
    keyword: search || undefined,
  });
  const confirmDelete = useConfirmedDelete(() => void mutate());
  if (error && !data) throw error;
  const toggle = async (row: AdminTrainingView, status: boolean) => {
    try {
      await changeTrainingStatus(row.id, status);
    } finally {
      void mutate();
    }
  };
  const columns: AdminColumn<AdminTrainingView>[] = [
    { header: 'ID', cell: (row) => row.id },
    { header: t('training.rank'), cell: (row) => row.rank },
    { header: t('training.name'), cell: (row) => row.title },
    {
      header: t('training.auth'),
      cell: (row) => t(row.auth === 'Private' ? 'training.private' : 'training.public'),
    },
    { header: t('training.author'), cell: (row) => row.author },
    {
      header: t('training.modified'),
      cell: (row) => formatDateTime(row.gmtModified),
      className: 'py-2 whitespace-nowrap',
    },
    {
      header: t('training.visible'),
      cell: (row) => (
        <input
          type="checkbox"
          role="switch"
          aria-label={t('training.visibleOf', { title: row.title })}
          checked={row.status}
          onChange={(event) => void toggle(row, event.target.checked).catch(() => undefined)}
        />
      ),
    },
    {
      header: t('admin.actions'),
      className: 'py-2 whitespace-nowrap',
      cell: (row) => (
        <>
          <button
            type="button"
            className="btn btn-sm mr-1"
            onClick={() => void navigate(`/admin/training/${row.id}/problems`)}
          >
            {t('training.problems')}
          </button>
          <AdminRowActions
            onEdit={() => void navigate(`/admin/training/${row.id}/edit`)}
            onDelete={
              canDelete
                ? () =>
                    void confirmDelete(t('training.admin.confirmDelete', { title: row.title }), () =>
                      deleteTraining(row.id),
                    )
                : undefined
            }
          />
        </>
      ),
    },
  ];
  return (
    <AdminListPage
      title={t('training.admin.title')}
      titleId="admin-training-title"
      createLabel={t('training.admin.create')}
      onCreate={() => void navigate('/admin/training/create')}
      page={page}
      pageSize={ADMIN_TRAINING_PAGE_SIZE}
      total={data?.total ?? 0}
      onPageChange={setPage}
    >
      <div className="mb-3">
        <SearchField label={t('training.searchPlaceholder')} onSearch={searchFor} />
      </div>
      <AdminTable
        columns={columns}
        rows={data?.records}
        rowKey={(row) => row.id}
        rowData={(row) => ({ 'data-tid': String(row.id) })}
        testId="admin-training-list"
        minWidth="min-w-[760px]"
        loadingText={t('training.loading')}
        emptyText={t('training.empty')}
      />
    </AdminListPage>
  );
}
