import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/ui/confirm';
import { GROUP_PROBLEM_APPLY_PROGRESS as APPLY_PUBLIC } from '@verdict/common';
import { applyGroupProblemPublic, type GroupAdminProblemRow } from '@/hooks/api/group-problem';
import '@/i18n/areas/group-problem';

const tagClass: Record<number, string> = {
  [APPLY_PUBLIC.APPLYING]: 'bg-amber-100 text-amber-800',
  [APPLY_PUBLIC.PUBLIC]: 'bg-green-100 text-green-800',
  [APPLY_PUBLIC.REFUSED]: 'bg-red-100 text-red-800',
};

/**
 * Where the problem's request to become a site problem stands, with the author's next step: apply
 * (none yet, or refused before), withdraw while it is still waiting; nothing once it is public.
 */
export function ApplyPublicCell({
  row,
  enabled,
  act,
}: {
  row: GroupAdminProblemRow;
  enabled: boolean;
  act: (work: () => Promise<unknown>, done: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const progress = row.applyPublicProgress ?? null;
  const applying = progress === APPLY_PUBLIC.APPLYING;
  const change = async () => {
    const question = applying
      ? t('groupProblem.confirmWithdraw', { problemId: row.problemId })
      : t('groupProblem.confirmApply', { problemId: row.problemId, title: row.title });
    if (!(await confirmAction(question))) return;
    await act(
      () => applyGroupProblemPublic(row.id, !applying),
      applying ? 'groupProblem.withdrawn' : 'groupProblem.applied',
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="apply-public">
      <span
        className={`rounded px-1.5 py-0.5 text-xs whitespace-nowrap ${progress ? tagClass[progress] : 'bg-slate-100 text-slate-600'}`}
      >
        {progress ? t(`groupProblem.progress.${progress}`) : t('groupProblem.notApplied')}
      </span>
      {progress === APPLY_PUBLIC.PUBLIC ? null : (
        <button
          type="button"
          className="btn btn-sm whitespace-nowrap"
          disabled={!enabled}
          onClick={() => void change()}
        >
          {applying ? t('groupProblem.withdraw') : t('groupProblem.apply')}
        </button>
      )}
    </div>
  );
}
