import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_TRAINING_PAGE_SIZE, useGroupTrainingList } from '@/hooks/api/group-training';
import { TrainingTable } from '@/routes/training/training-list/components/training-table';
import { PagedBody } from '../../components/paged-body';
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
      <PagedBody
        data={data}
        error={error}
        failedText={t('groupTraining.loadFailed')}
        onReload={() => void mutate()}
        page={page}
        pageSize={GROUP_TRAINING_PAGE_SIZE}
        onPageChange={setPage}
      >
        {(records) => <TrainingTable records={records} pathOf={(tid) => groupTrainingPath(gid, tid)} />}
      </PagedBody>
    </section>
  );
}
