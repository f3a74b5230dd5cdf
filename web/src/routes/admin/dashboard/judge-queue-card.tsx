import { useTranslation } from 'react-i18next';
import { TASK_PRIORITY_ORDER } from '@verdict/common';
import { Link } from 'react-router-dom';
import { WaitReasonNote } from '@/components/common/wait-reason-note';
import { useJudgeQueue } from '@/hooks/api/admin-dashboard';
import { formatDateTime } from '@/lib/format';
import { DashboardCard } from './dashboard-card';

/** Tasks waiting per priority, the longest wait, and the submissions stuck past their lease. */
export function JudgeQueueCard() {
  const { t } = useTranslation();
  const { data, error, mutate } = useJudgeQueue();
  const stuck = data?.inProgress.filter((row) => row.stuck) ?? [];
  return (
    <DashboardCard
      id="judge-queue-title"
      title={t('adminDashboard.queue')}
      data={data}
      error={error}
      onRetry={() => void mutate()}
    >
      {(queue) => (
        <>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5" data-testid="queue-depth">
            {TASK_PRIORITY_ORDER.map((priority) => (
              <div key={priority}>
                <dt className="text-xs text-slate-500">{t(`adminDashboard.priority.${priority}`)}</dt>
                <dd className="font-semibold" data-testid={`queue-depth-${priority}`}>
                  {queue.depth ? queue.depth[priority] : '?'}
                </dd>
              </div>
            ))}
            <div>
              <dt className="text-xs text-slate-500">{t('adminDashboard.oldestPending')}</dt>
              <dd className="font-semibold" data-testid="queue-oldest">
                {queue.oldestPendingSeconds == null
                  ? t('adminDashboard.nothingWaiting')
                  : t('adminDashboard.seconds', { seconds: queue.oldestPendingSeconds })}
              </dd>
            </div>
          </dl>
          {!queue.depth && <p className="mt-2 text-sm text-red-700">{t('adminDashboard.queueUnreadable')}</p>}
          <h3 className="mb-1 mt-3 text-sm font-semibold">
            {t('adminDashboard.stuck', { n: stuck.length })}
          </h3>
          {stuck.length === 0 ? (
            <p className="text-sm text-slate-500" data-testid="no-stuck">
              {t('adminDashboard.noStuck')}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm" data-testid="stuck-submissions">
              {stuck.map((row) => (
                <li key={row.submitId} className="py-1.5">
                  <Link
                    className="font-mono text-blue-700 hover:underline"
                    to={`/submission-detail/${row.submitId}`}
                  >
                    #{row.submitId}
                  </Link>{' '}
                  {row.username} · {row.displayPid} · {row.language} · {formatDateTime(row.submitTime)}
                  {row.judger ? ` · ${row.judger}` : ''}
                  <WaitReasonNote status={row.status} reason={row.waitReason} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DashboardCard>
  );
}
