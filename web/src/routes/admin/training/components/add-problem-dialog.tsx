import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { ADMIN_TRAINING_PAGE_SIZE } from '@/hooks/api/training';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
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
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
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
  const rows = data?.problemList.records;
  return (
    <Modal open={open} onClose={onClose} title={t('training.admin.addFromPublic')} width="max-w-2xl">
      <SearchField
        label={t('problem.searchPlaceholder')}
        className="input w-full"
        onSearch={(text) => {
          setPage(1);
          setKeyword(text);
        }}
      />
      <div className="mt-3 max-h-[60vh] overflow-auto">
        {error && !data ? (
          <LoadError error={error} onRetry={() => void mutate()} title={t('training.loadFailed')} />
        ) : !rows ? (
          <p className="py-6 text-center text-slate-500">{t('training.loading')}</p>
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-slate-500">{t('training.admin.noPublicProblems')}</p>
        ) : (
          <table className="w-full text-sm" data-testid="public-problem-picker">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th className="py-2">{t('problem.id')}</th>
                <th className="py-2">{t('problem.title')}</th>
                <th className="py-2">{t('problem.author')}</th>
                <th className="py-2" aria-label={t('admin.actions')} />
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100">
                  <td className="py-2 font-mono">{row.problemId}</td>
                  <td className="py-2">{row.title}</td>
                  <td className="py-2">{row.author}</td>
                  <td className="py-2 text-right">
                    <button
                      type="button"
                      className="btn btn-sm btn-primary"
                      disabled={adding !== null}
                      aria-label={t('training.admin.addNamed', { id: row.problemId })}
                      onClick={() => void add(row.id)}
                    >
                      {t('admin.addProblem')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
