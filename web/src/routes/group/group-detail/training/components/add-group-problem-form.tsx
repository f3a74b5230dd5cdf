import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddProblemForm } from '@/components/common/add-problem-form';
import { useGroupProblemMatches } from '@/hooks/api/group-problem';
import { addGroupTrainingProblemFromGroup } from '@/hooks/api/group-training';
import '@/i18n/areas/group-training';

/** Adds one of the group's own problems to the training, found by its id or title. */
export function AddGroupProblemForm({ gid, tid }: { gid: number; tid: number }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const matches = useGroupProblemMatches(gid, keyword);
  return (
    <AddProblemForm
      label={t('groupTraining.addFromGroup')}
      testId="group-problem-picker"
      onSearch={setKeyword}
      matches={matches.data?.records}
      failed={Boolean(matches.error)}
      onAdd={(problem) => addGroupTrainingProblemFromGroup(tid, problem.problemId)}
    />
  );
}
