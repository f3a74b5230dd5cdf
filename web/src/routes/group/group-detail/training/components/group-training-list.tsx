import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { GROUP_TRAINING_PAGE_SIZE, useGroupTrainingList } from '@/hooks/api/group-training';
import { TrainingTable } from '@/routes/training/training-list/components/training-table';
import { groupTrainingPath } from '../group-training-paths';
import '@/i18n/areas/group-training';

/** The group's visible trainings with the member's progress, in the site training table. */
export function GroupTrainingList({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useGroupTrainingList({
    gid,
    currentPage: page,
    limit: GROUP_TRAINING_PAGE_SIZE,
  });
  return (
    <section className="card p-4" data-testid="group-trainings">
      <h2 className="mb-3 font-semibold">{t('groupTraining.trainings')}</h2>
      {error && !data ? (
        <div role="alert" className="py-6 text-center text-sm text-slate-600">
          <p className="mb-3">{t('groupTraining.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => void mutate()}>
            {t('common.reload')}
          </button>
        </div>
      ) : !data ? (
        <PageLoading />
      ) : (
        <TrainingTable records={data.records} pathOf={(tid) => groupTrainingPath(gid, tid)} />
      )}
      <Pagination
        page={page}
        pageSize={GROUP_TRAINING_PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={setPage}
      />
    </section>
  );
}
