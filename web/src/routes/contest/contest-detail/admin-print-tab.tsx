import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTEST_CONSTANTS } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { downloadPrint, markPrinted, useContestPrints } from '@/hooks/api/contest';
import { formatDateTime } from '@/lib/format';
import { saveBlob } from '@/lib/save-blob';
import { toast } from '@/stores/ui';
import { PrintStatus } from './components/print-status';
import { useContest } from './contest-context';

/** /contest/:id/admin-print: every print request, refreshed every 10 s; download, then mark printed. */
export default function AdminPrintTab() {
  const { t } = useTranslation();
  const { contest } = useContest();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useContestPrints(contest.id, page);
  if (error) throw error;
  if (!data) return <PageLoading />;

  const download = async (id: number) => {
    const { blob, filename } = await downloadPrint(id);
    saveBlob(blob, filename ?? `contest-${contest.id}-print-${id}.txt`);
  };
  const printed = async (id: number) => {
    await markPrinted(id, contest.id);
    toast('success', t('message.updateSuccessfully'));
    void mutate();
  };

  return (
    <section className="card space-y-3 p-4">
      {data.records.length === 0 ? (
        <p className="text-slate-500">{t('contest.noPrints')}</p>
      ) : (
        <table className="w-full text-sm" data-testid="admin-prints">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th className="py-2">{t('contest.username')}</th>
              <th className="py-2">{t('contest.realname')}</th>
              <th className="py-2">{t('contest.printTime')}</th>
              <th className="py-2">{t('contest.printState')}</th>
              <th className="py-2" />
            </tr>
          </thead>
          <tbody>
            {data.records.map((row) => (
              <tr key={row.id} className="border-b border-slate-100">
                <td className="py-2">{row.username}</td>
                <td className="py-2">{row.realname}</td>
                <td className="py-2">{formatDateTime(row.gmtCreate)}</td>
                <td className="py-2">
                  <PrintStatus status={row.status} />
                </td>
                <td className="space-x-2 py-2 text-right whitespace-nowrap">
                  <button
                    type="button"
                    className="btn btn-sm"
                    onClick={() => void download(row.id).catch(() => undefined)}
                  >
                    {t('contest.download')}
                  </button>
                  {row.status === 0 ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-primary"
                      onClick={() => void printed(row.id).catch(() => undefined)}
                    >
                      {t('contest.markPrinted')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={page}
        pageSize={CONTEST_CONSTANTS.printPageSize}
        total={data.total}
        onPageChange={setPage}
      />
    </section>
  );
}
