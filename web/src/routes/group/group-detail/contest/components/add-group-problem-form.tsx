import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addGroupContestProblemFromGroup } from '@/hooks/api/group-contest';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import '@/i18n/areas/group-contest';

/** Adds one of the group's own problems to the contest, by its problem id. */
export function AddGroupProblemForm({ cid, onAdded }: { cid: number; onAdded: () => void }) {
  const { t } = useTranslation();
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState('');
  const add = async () => {
    try {
      await addGroupContestProblemFromGroup(cid, problemId.trim(), displayId.trim());
      toast('success', t('groupContest.problems.added'));
      setProblemId('');
      setDisplayId('');
      onAdded();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    }
  };
  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3"
      data-testid="add-group-problem"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <span className="w-full text-sm font-medium text-slate-700">
        {t('groupContest.problems.fromGroup')}
      </span>
      <label className="text-sm">
        <span className="block">{t('groupContest.problems.groupProblemId')}</span>
        <input
          className="input w-36"
          required
          value={problemId}
          onChange={(event) => setProblemId(event.target.value)}
        />
      </label>
      <label className="text-sm">
        <span className="block">{t('groupContest.problems.displayId')}</span>
        <input
          className="input w-28"
          required
          value={displayId}
          onChange={(event) => setDisplayId(event.target.value)}
        />
      </label>
      <button type="submit" className="btn btn-primary">
        {t('groupContest.problems.add')}
      </button>
    </form>
  );
}
