import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddProblemForm } from '@/components/common/add-problem-form';
import { PICKER_LIMIT } from '@/lib/swr-keys';
import type { TrainingProblemsApi } from '../training-problems-api';
import '@/i18n/areas/training';

/** Adds a public problem the training does not hold yet, found by its id or title. */
export function TrainingProblemAdder({
  tid,
  api,
  onAdded,
}: {
  tid: number;
  api: TrainingProblemsApi;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const addable = api.useProblems({
    tid,
    queryExisted: false,
    currentPage: 1,
    limit: PICKER_LIMIT,
    keyword: keyword || undefined,
  });
  return (
    <AddProblemForm
      label={t('problemPicker.publicProblem')}
      testId="training-problem-picker"
      onSearch={setKeyword}
      matches={addable.isLoading ? undefined : addable.data?.problemList.records}
      failed={Boolean(addable.error)}
      onAdd={async (problem) => {
        await api.addFromPublic(tid, problem.id);
        onAdded();
        void addable.mutate();
      }}
    />
  );
}
