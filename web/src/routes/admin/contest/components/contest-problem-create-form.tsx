import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemType } from '@verdict/common';
import { createContestProblem } from '@/hooks/api/contest';
import { useLanguages } from '@/hooks/api/problem';
import { toast } from '@/stores/ui';
import { ProblemForm } from '../../problem/components/problem-form';
import { newProblemDraft } from '../../problem/problem-draft';

/**
 * A problem made inside the contest (HOJ's contest-only problem, auth 3): the problem admin's full
 * form, with the contest's display id in place of the problem id.
 */
export function ContestProblemCreateForm({
  cid,
  oi,
  onCreated,
}: {
  cid: number;
  /** The contest is scored (OI/IOI): the problem is too, with a score per case. */
  oi: boolean;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const { data: languages } = useLanguages();
  const [displayId, setDisplayId] = useState('');
  const [displayIdError, setDisplayIdError] = useState(false);
  if (!languages) return null;
  const initial = {
    ...newProblemDraft(languages.map((language) => language.name)),
    auth: 3,
    type: oi ? ProblemType.OI : ProblemType.ACM,
  };
  return (
    <div className="border-t border-slate-200 pt-3" data-testid="contest-problem-create">
      <ProblemForm
        initial={initial}
        inContest
        header={
          <label className="block w-40 text-sm">
            <span className="mb-0.5 block font-medium text-slate-700">{t('admin.displayId')}</span>
            <input
              className="input w-full"
              value={displayId}
              aria-invalid={displayIdError || undefined}
              onChange={(event) => {
                setDisplayId(event.target.value);
                setDisplayIdError(false);
              }}
            />
            {displayIdError ? (
              <span role="alert" className="mt-1 block text-xs text-red-700">
                {t('adminProblemForm.errors.displayIdRequired')}
              </span>
            ) : null}
          </label>
        }
        checkHeader={() => {
          const ok = displayId.trim() !== '';
          setDisplayIdError(!ok);
          return ok;
        }}
        submitLabel={t('admin.createProblem')}
        onSave={async (dto) => {
          await createContestProblem({ cid, displayId: displayId.trim(), ...dto });
          toast('success', t('admin.problemCreated', { id: displayId.trim() }));
          onCreated();
        }}
      />
    </div>
  );
}
