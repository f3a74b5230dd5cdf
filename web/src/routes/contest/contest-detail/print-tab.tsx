import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTEST_CONSTANTS } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { submitPrint, useContestPrints } from '@/hooks/api/contest';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/stores/ui';
import { useContest } from './contest-context';
import { PrintStatus } from './components/print-status';

/** /contest/:id/print: send text to the organisers' printer and follow what became of it. */
export default function PrintTab() {
  const { t } = useTranslation();
  const { contest } = useContest();
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useContestPrints(contest.id, page);
  if (error) throw error;

  const send = async () => {
    const text = content.trim();
    if (!text) return toast('warning', t('contest.printEmpty'));
    if (text.length < CONTEST_CONSTANTS.printMinLength) return toast('warning', t('contest.printTooShort'));
    setSending(true);
    try {
      await submitPrint(contest.id, text);
      toast('success', t('contest.printSent'));
      setContent('');
      void mutate();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card space-y-3 p-4" data-testid="contest-print">
      <label className="block text-sm">
        <span className="mb-1 block font-medium">{t('contest.printContent')}</span>
        <textarea
          className="input h-64 w-full font-mono"
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </label>
      <div className="flex items-center gap-3">
        <button type="button" className="btn btn-primary" disabled={sending} onClick={() => void send()}>
          {t('contest.printSubmit')}
        </button>
        <span className="text-xs text-slate-500">
          {t('contest.printRules', {
            min: CONTEST_CONSTANTS.printMinLength,
            seconds: CONTEST_CONSTANTS.printIntervalSeconds,
          })}
        </span>
      </div>
      <h2 className="pt-2 font-semibold">{t('contest.myPrints')}</h2>
      {!data ? (
        <PageLoading />
      ) : data.records.length === 0 ? (
        <p className="text-slate-500">{t('contest.noPrints')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="my-prints">
          {data.records.map((row) => (
            <li key={row.id} className="flex items-center justify-between py-2">
              <span>{formatDateTime(row.gmtCreate)}</span>
              <PrintStatus status={row.status} />
            </li>
          ))}
        </ul>
      )}
      {data ? (
        <Pagination
          page={page}
          pageSize={CONTEST_CONSTANTS.printPageSize}
          total={data.total}
          onPageChange={setPage}
        />
      ) : null}
    </section>
  );
}
