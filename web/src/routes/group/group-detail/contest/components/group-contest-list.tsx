import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_CONTEST_PAGE_SIZE, useGroupContests } from '@/hooks/api/group-contest';
import { ContestTable } from '@/routes/contest/contest-list/components/contest-table';
import { PagedBody } from '../../components/paged-body';
import '@/i18n/areas/group-contest';

/** What members see: the group's visible contests as the public list shows them. */
export function GroupContestList({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useGroupContests(gid, page);
  return (
    <section className="card p-4" data-testid="group-contests">
      <h2 className="mb-3 font-semibold">{t('groupContest.contest.title')}</h2>
      <PagedBody
        data={list.data}
        error={list.error}
        failedText={t('groupContest.contest.loadFailed')}
        onReload={() => void list.mutate()}
        emptyText={t('groupContest.contest.empty')}
        page={page}
        pageSize={GROUP_CONTEST_PAGE_SIZE}
        onPageChange={setPage}
      >
        {(rows) => <ContestTable records={rows} />}
      </PagedBody>
    </section>
  );
}
