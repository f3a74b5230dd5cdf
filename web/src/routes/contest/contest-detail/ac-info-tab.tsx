import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTEST_CONSTANTS } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { checkAcRecord, useContestAcInfo } from '@/hooks/api/contest';
import { formatDateTime } from '@/lib/format';
import { useContest } from './contest-context';

/**
 * /contest/:id/ac-info (contest admins, ACM): the balloon runner's list — each first accept with the
 * problem's balloon colour and first blood, ticked once the balloon is out. New accepts arrive with
 * the board's pushes, or the 10 s refresh.
 */
export default function AcInfoTab() {
  const { t } = useTranslation();
  const { contest, boardVersion } = useContest();
  const [page, setPage] = useState(1);
  const [onlyUnchecked, setOnlyUnchecked] = useState(false);
  const { data, error, mutate } = useContestAcInfo(contest.id, page, onlyUnchecked);
  useEffect(() => {
    if (boardVersion > 0) void mutate();
  }, [boardVersion, mutate]);
  if (error) throw error;
  if (!data) return <PageLoading />;

  // The tick shows at once; a failed save puts it back.
  const toggle = (id: number, checked: boolean) => {
    const ticked = (page?: typeof data) =>
      page && {
        ...page,
        records: page.records.map((row) => (row.id === id ? { ...row, checked } : row)),
      };
    void mutate(
      async (current) => {
        await checkAcRecord(id, contest.id, checked);
        return ticked(current);
      },
      { optimisticData: (current) => ticked(current) ?? data, rollbackOnError: true },
    ).catch(() => undefined);
  };

  return (
    <section className="card space-y-3 p-4">
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={onlyUnchecked}
          onChange={(event) => {
            setOnlyUnchecked(event.target.checked);
            setPage(1);
          }}
        />
        {t('contest.onlyUnchecked')}
      </label>
      {data.records.length === 0 ? (
        <p className="text-slate-500">{t('contest.noAcRecords')}</p>
      ) : (
        <table className="w-full text-sm" data-testid="ac-info">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th className="py-2">{t('contest.acTime')}</th>
              <th className="py-2">{t('contest.problem')}</th>
              <th className="py-2">{t('contest.username')}</th>
              <th className="py-2">{t('contest.realname')}</th>
              <th className="py-2">{t('contest.balloonSent')}</th>
            </tr>
          </thead>
          <tbody>
            {data.records.map((row) => (
              <tr key={row.id} className="border-b border-slate-100">
                <td className="py-2">{formatDateTime(row.submitTime)}</td>
                <td className="py-2">
                  <span className="inline-flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="inline-block h-3 w-3 rounded-full border border-slate-300"
                      style={{ backgroundColor: row.color ?? 'transparent' }}
                    />
                    <span className="font-medium">{row.displayId}</span>
                    {row.firstBlood ? (
                      <span className="rounded bg-green-700 px-1.5 text-xs text-white">
                        {t('contest.firstBlood')}
                      </span>
                    ) : null}
                  </span>
                </td>
                <td className="py-2">{row.username}</td>
                <td className="py-2">{row.realname}</td>
                <td className="py-2">
                  <input
                    type="checkbox"
                    aria-label={t('contest.balloonSentFor', { username: row.username, id: row.displayId })}
                    checked={row.checked}
                    onChange={(event) => toggle(row.id, event.target.checked)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={page}
        pageSize={CONTEST_CONSTANTS.acInfoPageSize}
        total={data.total}
        onPageChange={setPage}
      />
    </section>
  );
}
