import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddProblemForm } from '@/components/common/add-problem-form';
import type { ContestAdminApi } from '../contest-admin-api';
import { nextDisplayId } from '../next-display-id';

/**
 * Adds a problem to the contest: the admin finds it by its id or title among those of the
 * contest's rule that it does not hold yet, and names its display id (the next free letter unless
 * typed).
 */
export function ContestProblemAdder({
  cid,
  api,
  contestType,
  displayIds,
  onAdded,
}: {
  cid: number;
  api: ContestAdminApi;
  /** The contest's rule; nothing is offered until it is known. */
  contestType: number | undefined;
  /** The display ids the contest uses. */
  displayIds: string[];
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const addable = api.useAddable(cid, contestType, keyword);
  return (
    <AddProblemForm
      label={t('problemPicker.publicProblem')}
      testId="contest-problem-picker"
      onSearch={setKeyword}
      matches={addable.data?.problemList.records}
      failed={Boolean(addable.error)}
      displayId={{ label: t('admin.displayId'), suggestion: nextDisplayId(displayIds) }}
      onAdd={async (problem, displayId) => {
        await api.addFromPublic(cid, problem.id, displayId);
        onAdded();
        void addable.mutate();
      }}
    />
  );
}
