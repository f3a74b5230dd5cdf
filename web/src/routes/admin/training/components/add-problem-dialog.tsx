import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTrainingProblemRow } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { ADMIN_TRAINING_PAGE_SIZE } from '@/hooks/api/training';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import { type AdminColumn, AdminTable } from '../../components/admin-table';
import { usePagedSearch } from '../../components/use-paged-search';
import type { TrainingProblemsApi } from '../training-problems-api';
import '@/i18n/areas/training';

/** Public problems the training does not hold yet, searchable; each row adds its problem. */
export function AddProblemDialog({
  tid,
  api,
  open,
  onClose,
}: {
  tid: number;
  api: TrainingProblemsApi;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { page, setPage, search: keyword, searchFor } = usePagedSearch();
  const [adding, setAdding] = useState<number | null>(null);
  const { data, error, mutate } = api.useProblems(
    open
      ? {
          tid,
          queryExisted: false,
          currentPage: page,
          limit: ADMIN_TRAINING_PAGE_SIZE,
          keyword: keyword || undefined,
        }
      : null,
  );
  const add = async (pid: number) => {
    setAdding(pid);
    try {
      await api.addFromPublic(tid, pid);
      toast('success', t('training.admin.added'));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setAdding(null);
      void mutate();
    }
  };
  const columns: AdminColumn<AdminTrainingProblemRow>[] = [
    { header: t('problem.id'), cell: (row) => row.problemId, className: 'py-2 font-mono' },
    { header: t('problem.title'), cell: (row) => row.title },
    { header: t('problem.author'), cell: (row) => row.author },
    {
      header: null,
      headerLabel: t('admin.actions'),
      className: 'py-2 text-right',
      cell: (row) => (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={adding !== null}
          aria-label={t('training.admin.addNamed', { id: row.problemId })}
          onClick={() => void add(row.id)}
        >
          {t('admin.addProblem')}
        </button>
      ),
    },
  ];
  return (
    <Modal open={open} onClose={onClose} title={t('training.admin.addFromPublic')} width="max-w-2xl">
      <SearchField label={t('problem.searchPlaceholder')} className="input w-full" onSearch={searchFor} />
      <div className="mt-3 max-h-[60vh] overflow-auto">
        {error && !data ? (
          <LoadError error={error} onRetry={() => void mutate()} title={t('training.loadFailed')} />
        ) : (
          <AdminTable
            columns={columns}
            rows={data?.problemList.records}
            rowKey={(row) => row.id}
            testId="public-problem-picker"
            loadingText={t('training.loading')}
            emptyText={t('training.admin.noPublicProblems')}
          />
        )}
      </div>
      <Pagination
        page={page}
        pageSize={ADMIN_TRAINING_PAGE_SIZE}
        total={data?.problemList.total ?? 0}
        onPageChange={setPage}
      />
      <div className="mt-3 flex justify-end">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
