import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RankType, type RankTypeValue } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { useUserRank } from '@/hooks/api/rank';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PeriodButtons } from './components/period-buttons';
import { RankTable } from './components/rank-table';
import { RankTopChart } from './components/rank-top-chart';
import { readRankParams } from './rank-view';
import '@/i18n/areas/rank';

/** Seed 1 §2 user rank pages (`/acm-rank`, `/oi-rank`): period, search, top-10 chart, table. */
export function UserRankPage({ type }: { type: RankTypeValue }) {
  const { t } = useTranslation();
  const title = t(type === RankType.OI ? 'userRank.oiTitle' : 'userRank.acmTitle');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const state = readRankParams(params);
  const [keyword, setKeyword] = useState(state.searchUser ?? '');
  const { data, error, isLoading, mutate } = useUserRank({ type, ...state });

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
        <RankTable records={data.records} type={type} />
      </>
    );

  return (
    <section className="card p-3 sm:p-4">
      <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-lg font-semibold">{title}</h1>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            update({ searchUser: keyword.trim() });
          }}
        >
          <input
            className="input w-64 max-w-full"
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
