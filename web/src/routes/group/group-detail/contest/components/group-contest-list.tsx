import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { GROUP_CONTEST_PAGE_SIZE, useGroupContests } from '@/hooks/api/group-contest';
import { ContestTable } from '@/routes/contest/contest-list/components/contest-table';
import '@/i18n/areas/group-contest';

/** What members see: the group's visible contests as the public list shows them. */
export function GroupContestList({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useGroupContests(gid, page);
  return (
    <section className="card p-4" data-testid="group-contests">
      <h2 className="mb-3 font-semibold">{t('groupContest.contest.title')}</h2>
      {list.error && !list.data ? (
        <div role="alert" className="py-6 text-center text-sm text-slate-600">
          <p className="mb-3">{t('groupContest.contest.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => void list.mutate()}>
            {t('common.reload')}
          </button>
        </div>
      ) : !list.data ? (
        <PageLoading />
      ) : list.data.records.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{t('groupContest.contest.empty')}</p>
      ) : (
        <ContestTable records={list.data.records} />
      )}
      <Pagination
        page={page}
        pageSize={GROUP_CONTEST_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
      />
    </section>
  );
}
