import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/common/markdown';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { useContestAnnouncements } from '@/hooks/api/contest';
import { formatDateTime } from '@/lib/format';
import { useContest } from './contest-context';
import { markAnnouncementsRead } from './read-announcements';

/** The contest's announcements, newest first; what is shown here counts as read. */
export default function AnnouncementsTab() {
  const { t } = useTranslation();
  const { contest } = useContest();
  const [page, setPage] = useState(1);
  const { data, error } = useContestAnnouncements(contest.id, page);
  useEffect(() => {
    if (data)
      markAnnouncementsRead(
        contest.id,
        data.records.map((row) => row.id),
      );
  }, [data, contest.id]);
  if (error) throw error;
  if (!data) return <PageLoading />;
  return (
    <section className="card space-y-3 p-4" data-testid="contest-announcements">
      {data.records.length === 0 ? <p className="text-slate-500">{t('contest.noAnnouncements')}</p> : null}
      {data.records.map((row) => (
        <article key={row.id} className="border-b border-slate-100 pb-3">
          <h2 className="font-semibold">{row.title}</h2>
          <p className="text-xs text-slate-500">{formatDateTime(row.gmtCreate)}</p>
          <Markdown>{row.content}</Markdown>
        </article>
      ))}
      <Pagination page={page} pageSize={10} total={data.total} onPageChange={setPage} />
    </section>
  );
}
