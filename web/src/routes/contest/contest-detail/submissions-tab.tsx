import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { useContestSubmissions } from '@/hooks/api/contest';
import { SubmissionTable } from '@/routes/status/status-list/components/submission-table';
import { useContest } from './contest-context';

const PAGE_SIZE = 15;

/** The contest's submissions, as the contest's rules let the viewer see them. */
export default function SubmissionsTab() {
  const { t } = useTranslation();
  const { contest } = useContest();
  const [page, setPage] = useState(1);
  const [onlyMine, setOnlyMine] = useState(false);
  const query = {
    contestID: contest.id,
    currentPage: page,
    limit: PAGE_SIZE,
    onlyMine: onlyMine || undefined,
  };
  const { data, error, mutate } = useContestSubmissions(query);
  if (error && !data) throw error;
  return (
    <section className="card p-4">
      <label className="mb-2 inline-flex items-center gap-2 text-sm">
        <input type="checkbox" checked={onlyMine} onChange={(event) => setOnlyMine(event.target.checked)} />
        {t('status.onlyMine')}
      </label>
      <SubmissionTable
        records={data?.records ?? []}
        onManualJudge={() => undefined}
        onChanged={() => void mutate()}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={data?.total ?? 0} onPageChange={setPage} />
    </section>
  );
}
