import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addGroupTrainingProblemFromGroup } from '@/hooks/api/group-training';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import '@/i18n/areas/group-training';

/** Adds one of the group's own problems to the training by its problem id; a refusal shows inline. */
export function AddGroupProblemForm({ tid }: { tid: number }) {
  const { t } = useTranslation();
  const [problemId, setProblemId] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const add = async () => {
    if (!problemId.trim()) return setFailure(t('groupTraining.enterProblemId'));
    setBusy(true);
    try {
      await addGroupTrainingProblemFromGroup(tid, problemId.trim());
      setFailure(null);
      setProblemId('');
      toast('success', t('groupTraining.added'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      aria-label={t('groupTraining.addFromGroup')}
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <input
        className="input w-44 max-w-full"
        aria-label={t('groupTraining.groupProblemId')}
        placeholder={t('groupTraining.groupProblemId')}
        value={problemId}
        onChange={(event) => setProblemId(event.target.value)}
        data-testid="group-problem-id"
      />
      <button type="submit" className="btn" disabled={busy} data-testid="add-group-problem">
        {t('groupTraining.addFromGroup')}
      </button>
      {failure ? (
        <p className="w-full text-sm text-red-700" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
