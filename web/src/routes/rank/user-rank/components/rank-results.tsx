import { useTranslation } from 'react-i18next';
import type { Page, RankTypeValue, UserRankEntry } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import type { RankParams } from '../rank-view';
import type { RankChanges } from '../use-rank-address';
import { PeriodButtons } from './period-buttons';
import { RankTable, type StatusPath } from './rank-table';
import { RankTopChart } from './rank-top-chart';
import '@/i18n/areas/rank';

interface RankResultsProps {
  type: RankTypeValue;
  state: RankParams;
  update: (changes: RankChanges) => void;
  /** The rank's page as SWR reads it. */
  rank: { data: Page<UserRankEntry> | undefined; error: unknown; isLoading: boolean; mutate: () => unknown };
  statusPath?: StatusPath;
}

/**
 * Below a rank's header: the period, then the top-ten chart (first page, no search) and the table,
 * or the spinner, the retry note or the empty note; the pager last.
 */
export function RankResults({ type, state, update, rank, statusPath }: RankResultsProps) {
  const { t } = useTranslation();
  const { data, error, isLoading } = rank;
  let body;
  if (isLoading && !data) body = <PageLoading />;
  else if (error && !data)
    body = <LoadError error={error} onRetry={() => void rank.mutate()} title={t('userRank.loadFailed')} />;
  else if (!data || data.records.length === 0)
    body = (
      <p className="py-12 text-center text-sm text-slate-500">
        {t(state.searchUser ? 'userRank.emptySearch' : 'userRank.empty')}
      </p>
    );
  else
    body = (
      <>
        {state.currentPage === 1 && !state.searchUser ? (
          <RankTopChart records={data.records} type={type} />
        ) : null}
        <RankTable records={data.records} type={type} statusPath={statusPath} />
      </>
    );

  return (
    <>
      <PeriodButtons value={state.period} onChange={(period) => update({ period })} />
      <div className="mt-3">{body}</div>
      {data && data.total > 0 ? (
        <Pagination
          page={state.currentPage}
          pageSize={state.limit}
          total={data.total}
          onPageChange={(currentPage) => update({ currentPage })}
          onPageSizeChange={(limit) => update({ limit })}
        />
      ) : null}
    </>
  );
}
