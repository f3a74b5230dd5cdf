import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { type AdminProblemRow, exportProblems, useAdminProblemList } from '@/hooks/api/admin-problem';
import { ApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { usePagedSearch } from '../../components/use-paged-search';

const PAGE_SIZE = 10;

/** Pick problems (across pages and searches) and download them as HOJ's problem zip. */
export function ExportSection() {
  const { t } = useTranslation();
  const id = useId();
  const { page, setPage, search, searchFor } = usePagedSearch();
  const [chosen, setChosen] = useState<Map<number, AdminProblemRow>>(new Map());
  const [busy, setBusy] = useState(false);
  const { data, error, mutate } = useAdminProblemList({
    currentPage: page,
    limit: PAGE_SIZE,
    keyword: search || undefined,
  });
  const rows = data?.records ?? [];

  const toggle = (row: AdminProblemRow, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(row.id, row);
    else next.delete(row.id);
    setChosen(next);
  };
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await exportProblems([...chosen.keys()]);
      saveBlob(blob, filename ?? 'problems.zip');
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card space-y-3 p-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-title`} className="mr-auto font-semibold">
          {t('importExport.exportTitle')}
        </h2>
        <SearchField label={t('adminProblem.search')} onSearch={searchFor} />
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || chosen.size === 0}
          onClick={() => void download()}
        >
          {t('importExport.exportChosen', { count: chosen.size })}
        </button>
      </div>
      {error && !data ? <LoadError variant="inline" error={error} onRetry={() => void mutate()} /> : null}
      {!data && !error ? <p className="text-sm text-slate-500">{t('importExport.loading')}</p> : null}
      {data && rows.length === 0 ? (
        <p className="py-4 text-center text-slate-500">{t('adminProblem.empty')}</p>
      ) : null}
      <ul className="divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <li key={row.id} className="py-1.5">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={chosen.has(row.id)}
                onChange={(event) => toggle(row, event.target.checked)}
              />
              <span className="font-mono">{row.problemId}</span>
              <span>{row.title}</span>
            </label>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageSize={PAGE_SIZE} total={data?.total ?? 0} onPageChange={setPage} />
    </section>
  );
}
