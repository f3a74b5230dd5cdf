import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';
import { Markdown } from '@/components/common/markdown';
import { Pagination } from '@/components/ui/pagination';
import { type Announcement, useCommonAnnouncements } from '@/hooks/api/announcement';
import { formatDateTime } from '@/lib/format';

/** Seed 1 announcement panel: 3 per page. */
const PAGE_SIZE = 3;

/** The site's visible announcements: a list of titles, and one opened with its markdown content. */
export function HomeAnnouncements() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Announcement | null>(null);
  const { data, error, isLoading, mutate } = useCommonAnnouncements(page, PAGE_SIZE);

  return (
    <section
      className="card min-w-0 p-4 sm:p-5"
      aria-labelledby="home-announcements"
      data-testid="home-announcements"
    >
      <div className="mb-3 flex items-center gap-2">
        <h2 id="home-announcements" className="mr-auto text-lg font-semibold">
          {open ? open.title : t('adminUsers.announcements')}
        </h2>
        {open ? (
          <button type="button" className="btn btn-sm" onClick={() => setOpen(null)}>
            {t('adminUsers.back')}
          </button>
        ) : (
          <button type="button" className="btn btn-sm" onClick={() => void mutate()}>
            {t('common.refresh')}
          </button>
        )}
      </div>
      {open ? (
        <article>
          <p className="mb-3 text-xs text-slate-500">
            {formatDateTime(open.gmtCreate)} · {open.username}
          </p>
          <Markdown>{open.content}</Markdown>
        </article>
      ) : (
        <>
          {error && !data ? (
            <LoadError
              variant="inline"
              error={error}
              onRetry={() => void mutate()}
              title={t('adminUsers.loadFailed')}
            />
          ) : null}
          {isLoading && !data ? <p className="text-sm text-slate-500">{t('adminUsers.loading')}</p> : null}
          {data && data.records.length === 0 ? (
            <p className="py-4 text-center text-slate-500">{t('adminUsers.noAnnouncements')}</p>
          ) : null}
          <ul className="divide-y divide-slate-100">
            {(data?.records ?? []).map((row) => (
              <li key={row.id} className="flex flex-wrap items-baseline gap-2 py-2">
                <button
                  type="button"
                  className="mr-auto text-left font-medium text-blue-700 hover:underline"
                  onClick={() => setOpen(row)}
                >
                  {row.title}
                </button>
                <span className="text-xs text-slate-500">
                  {formatDateTime(row.gmtCreate)} · {row.username}
                </span>
              </li>
            ))}
          </ul>
          {data && data.total > PAGE_SIZE ? (
            <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPageChange={setPage} />
          ) : null}
        </>
      )}
    </section>
  );
}
