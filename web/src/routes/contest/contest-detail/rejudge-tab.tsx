import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/ui/confirm';
import { PageLoading } from '@/components/ui/spinner';
import { rejudgeContestProblem, useContestProblems, useRejudgeProgress } from '@/hooks/api/contest';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import { useContest } from './contest-context';

/** The progress of the problem being rejudged: judged so far out of all its submissions. */
function Progress({ cid, pid }: { cid: number; pid: number }) {
  const { t } = useTranslation();
  const { data } = useRejudgeProgress(cid, pid);
  if (!data) return null;
  const judged = data.total - data.waiting;
  return (
    <div className="flex items-center gap-2" data-testid="rejudge-progress">
      <progress className="h-2 w-40" max={Math.max(1, data.total)} value={judged} />
      <span className="text-xs text-slate-600">
        {data.waiting === 0
          ? t('contest.rejudgeDone', { total: data.total })
          : t('contest.rejudgeJudged', { judged, total: data.total })}
      </span>
    </div>
  );
}

/** /contest/:id/rejudge (super admin): judge every submission of one problem again. */
export default function RejudgeTab() {
  const { t } = useTranslation();
  const { contest } = useContest();
  const { data, error } = useContestProblems(contest.id);
  const [running, setRunning] = useState<number | null>(null);
  if (error) throw error;
  if (!data) return <PageLoading />;

  const rejudge = async (pid: number, displayId: string) => {
    if (!(await confirmAction(t('contest.rejudgeConfirm', { id: displayId })))) return;
    try {
      await rejudgeContestProblem(contest.id, pid);
      toast('success', t('contest.rejudgeSent'));
      setRunning(pid);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    }
  };

  return (
    <section className="card overflow-x-auto p-4">
      <p className="mb-3 text-sm text-slate-600">{t('contest.rejudgeHint')}</p>
      <table className="w-full min-w-[480px] text-sm" data-testid="contest-rejudge">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="py-2">#</th>
            <th className="py-2">{t('contest.title')}</th>
            <th className="py-2">{t('contest.submissionsCount')}</th>
            <th className="py-2" />
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.id} className="border-b border-slate-100">
              <td className="py-2 font-medium">{row.displayId}</td>
              <td className="py-2">{row.displayTitle}</td>
              <td className="py-2">{row.total}</td>
              <td className="space-y-1 py-2 text-right">
                <button
                  type="button"
                  className="btn btn-sm"
                  onClick={() => void rejudge(row.pid, row.displayId)}
                >
                  {t('contest.rejudge')}
                </button>
                {running === row.pid ? <Progress cid={contest.id} pid={row.pid} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
