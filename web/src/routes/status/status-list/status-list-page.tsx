import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFinalStatus } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { useSubmissionList } from '@/hooks/api/submission';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { MAX_POLLS, POLL_INTERVAL_MS } from '@/lib/submission-poller';
import type { Submission } from '@/types/submission';
import type { SubmissionLinks } from '../submission-links';
import { ManualJudgeDialog } from './components/manual-judge-dialog';
import { StatusFiltersBar } from './components/status-filters-bar';
import { SubmissionTable } from './components/submission-table';
import { GROUP_FILTER_ALL, STATUS_PAGE_SIZE, useStatusFilters } from './use-status-filters';

/** A group's own list: its submissions only, its rows opening under the group. */
export interface StatusListScope {
  gid: number;
  links: SubmissionLinks;
}

/** `/status`; a group shows its submissions with the same page, given its `scope`. */
export default function StatusListPage({ scope }: { scope?: StatusListScope }) {
  const { t } = useTranslation();
  useDocumentTitle(t('title.status'));
  const [filters, update] = useStatusFilters(scope?.gid);
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [editing, setEditing] = useState<Submission | null>(null);
  const polls = useRef(0);
  const query = {
    currentPage: filters.currentPage,
    limit: STATUS_PAGE_SIZE,
    onlyMine: filters.onlyMine || undefined,
    status: filters.status,
    username: filters.username,
    problemID: filters.problemID,
    gid: filters.gid === GROUP_FILTER_ALL ? undefined : filters.gid,
  };
  // While rows are judging the page refreshes every 2 s, at most 300 times;
  // the auto-refresh switch keeps refreshing regardless.
  const { data, error, mutate } = useSubmissionList(query, {
    refreshInterval: (latest) => {
      if (autoRefresh) return POLL_INTERVAL_MS;
      const judging = (latest?.records ?? []).some((row) => !isFinalStatus(row.status));
      return judging && polls.current < MAX_POLLS ? POLL_INTERVAL_MS : 0;
    },
    onSuccess: () => {
      polls.current += 1;
    },
  });
  if (error && !data) throw error; // the route error boundary shows it

  return (
    <section className="card p-4">
      <h1 className="mb-3 text-lg font-semibold">{t('title.status')}</h1>
      <StatusFiltersBar
        filters={filters}
        onChange={update}
        autoRefresh={autoRefresh}
        onAutoRefresh={setAutoRefresh}
        onRefresh={() => {
          polls.current = 0;
          void mutate();
        }}
        groupChoice={!scope}
      />
      <SubmissionTable
        records={data?.records ?? []}
        links={scope?.links}
        onManualJudge={setEditing}
        onChanged={() => {
          // A rejudged row is in progress again: poll it until its verdict is final.
          polls.current = 0;
          void mutate();
        }}
      />
      <Pagination
        page={filters.currentPage}
        pageSize={STATUS_PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={(currentPage) => update({ currentPage })}
      />
      {editing ? (
        <ManualJudgeDialog
          submission={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void mutate();
          }}
        />
      ) : null}
    </section>
  );
}
