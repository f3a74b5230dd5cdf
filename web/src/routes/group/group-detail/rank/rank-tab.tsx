import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RankType, type RankTypeValue } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { useGroupRank } from '@/hooks/api/group-contest';
import { PeriodButtons } from '@/routes/rank/user-rank/components/period-buttons';
import { RankTable, type StatusPath } from '@/routes/rank/user-rank/components/rank-table';
import { RankTopChart } from '@/routes/rank/user-rank/components/rank-top-chart';
import { readRankParams } from '@/routes/rank/user-rank/rank-view';
import { useGroup } from '../group-context';
import { RankTypeSwitch } from './rank-type-switch';
import '@/i18n/areas/group-contest';
import '@/i18n/areas/rank';

const typeOf = (value: string | null): RankTypeValue =>
  Number(value) === RankType.OI ? RankType.OI : RankType.ACM;

/**
 * The group's members ranked (seed 2 §9): ACM or OI, over a period, searchable, paged; the state
 * lives in the address (`?type&period&searchUser&currentPage&limit`) as on the site's rank pages.
 */
export default function GroupRankTab() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const state = readRankParams(params);
  const [keyword, setKeyword] = useState(state.searchUser ?? '');
  const { data, error, isLoading, mutate } = useGroupRank({ gid: group.id, type, ...state });
  const statusPath: StatusPath = (username, acceptedOnly) =>
    `/group/${group.id}/status?username=${encodeURIComponent(username)}${acceptedOnly ? '&status=0' : ''}`;

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    const all: Record<string, string | number | undefined> = { currentPage: 1, ...changes };
    for (const [key, value] of Object.entries(all)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };

  let body;
  if (isLoading && !data) body = <PageLoading />;
  else if (error && !data)
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-sm text-slate-600">
        <p>{t('userRank.loadFailed')}</p>
        <button type="button" className="btn btn-sm" onClick={() => void mutate()}>
          {t('common.reload')}
        </button>
      </div>
    );
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
    <section className="card p-3 sm:p-4" data-testid="group-rank">
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto font-semibold">{t('groupContest.rank.title')}</h2>
        <RankTypeSwitch value={type} onChange={(next) => update({ type: next })} />
        <form
          role="search"
          className="w-full sm:w-auto"
          onSubmit={(event) => {
            event.preventDefault();
            update({ searchUser: keyword.trim() });
          }}
        >
          <input
            className="input w-full sm:w-64"
            type="search"
            value={keyword}
            placeholder={t('userRank.search')}
            aria-label={t('userRank.search')}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </form>
      </header>
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
    </section>
  );
}
