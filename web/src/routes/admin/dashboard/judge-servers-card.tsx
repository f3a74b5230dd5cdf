import { useTranslation } from 'react-i18next';
import { useJudgeServers } from '@/hooks/api/admin-dashboard';
import { formatDateTime } from '@/lib/format';
import { TableScrollBox } from '../components/table-scroll-box';
import { DashboardCard } from './dashboard-card';

/**
 * Healthy or not is the server's `online` flag, read on the server's clock so a skewed browser
 * clock cannot flip it: a judge is healthy while its last heartbeat is under 20 s old (judges beat
 * every 5 s, so three missed beats make it unhealthy), and the registry drops it after 3 minutes of
 * silence (`HEARTBEAT_STALE_MS` and `HEARTBEAT_EXPIRE_MS` in `queue/src/judger-status.ts`).
 */
export function JudgeServersCard() {
  const { t } = useTranslation();
  const { data, error, mutate } = useJudgeServers();
  return (
    <DashboardCard
      id="judge-servers-title"
      title={t('adminDashboard.judgeServers')}
      legend={
        <p className="mb-2 text-xs text-slate-500" data-testid="judge-health-legend">
          {t('adminDashboard.healthRule')}
        </p>
      }
      data={data}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={(judges) => judges.length === 0}
      emptyText={t('adminDashboard.noJudges')}
    >
      {(judges) => (
        <TableScrollBox>
          <table className="admin-table w-full min-w-[720px] text-sm" data-testid="judge-servers">
            <thead>
              <tr className="whitespace-nowrap border-b border-slate-200 text-left text-slate-500">
                <th className="py-2">{t('adminDashboard.judgeName')}</th>
                <th>{t('adminDashboard.health')}</th>
                <th>{t('adminDashboard.cores')}</th>
                <th>{t('adminDashboard.running')}</th>
                <th>{t('adminDashboard.languages')}</th>
                <th>{t('adminDashboard.version')}</th>
                <th>{t('adminDashboard.lastSeen')}</th>
              </tr>
            </thead>
            <tbody>
              {judges.map((judge) => (
                <tr key={judge.name} className="border-b border-slate-100" data-testid="judge-server-row">
                  <td className="py-2 font-mono">{judge.name}</td>
                  <td className="whitespace-nowrap">
                    <span
                      data-testid="judge-health"
                      data-healthy={judge.online}
                      className={`rounded px-1.5 py-0.5 text-xs font-medium ${
                        judge.online ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'
                      }`}
                    >
                      {t(judge.online ? 'adminDashboard.healthy' : 'adminDashboard.unhealthy')}
                    </span>
                  </td>
                  <td>{judge.cores}</td>
                  <td>
                    {judge.runningTasks} / {judge.maxTasks}
                  </td>
                  <td className="max-w-xs">{judge.languages.join(', ')}</td>
                  <td>{judge.version}</td>
                  <td className="whitespace-nowrap">{formatDateTime(judge.lastSeen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollBox>
      )}
    </DashboardCard>
  );
}
