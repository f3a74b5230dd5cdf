import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CONTEST_CONSTANTS } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { useContestList } from '@/hooks/api/contest';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RULE_KEYS, STATUS_KEYS } from '../contest-labels';
import { ContestTable, RULE_OPTIONS, STATUS_OPTIONS } from './components/contest-table';

const numberOrUndefined = (value: string | null) =>
  value === null || value === '' ? undefined : Number(value);

/** The contest list: rule, status and keyword filters; 10 per page. */
export default function ContestListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('title.contestList'));
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const query = {
    type: numberOrUndefined(params.get('type')),
    status: numberOrUndefined(params.get('status')),
    keyword: params.get('keyword') || undefined,
    currentPage: Number(params.get('currentPage') ?? 1),
    limit: CONTEST_CONSTANTS.listPageSize,
  };
  const { data, error, isLoading } = useContestList(query);
  if (error && !data) throw error;
  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    const all: Record<string, string | number | undefined> = { currentPage: 1, ...changes };
    for (const [key, value] of Object.entries(all)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  return (
    <section className="card p-4">
      <h1 className="mb-3 text-lg font-semibold">{t('title.contestList')}</h1>
      <form
        className="mb-3 flex flex-wrap gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          update({ keyword: keyword.trim() });
        }}
      >
        <select
          aria-label={t('contest.allRules')}
          className="input w-36"
          value={query.type ?? ''}
          onChange={(event) => update({ type: event.target.value })}
        >
          <option value="">{t('contest.allRules')}</option>
          {RULE_OPTIONS.map((type) => (
            <option key={type} value={type}>
              {t(RULE_KEYS[type])}
            </option>
          ))}
        </select>
        <select
          aria-label={t('contest.allStatuses')}
          className="input w-36"
          value={query.status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
        >
          <option value="">{t('contest.allStatuses')}</option>
          {STATUS_OPTIONS.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_KEYS[status])}
            </option>
          ))}
        </select>
        <input
          className="input w-56"
          value={keyword}
          placeholder={t('contest.searchPlaceholder')}
          aria-label={t('contest.searchPlaceholder')}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </form>
      {isLoading && !data ? <PageLoading /> : <ContestTable records={data?.records ?? []} />}
      <Pagination
        page={query.currentPage}
        pageSize={CONTEST_CONSTANTS.listPageSize}
        total={data?.total ?? 0}
        onPageChange={(currentPage) => update({ currentPage })}
      />
    </section>
  );
}
