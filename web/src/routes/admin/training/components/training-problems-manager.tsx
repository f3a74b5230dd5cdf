import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTrainingProblemRow, TrainingProblemLink } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { ADMIN_TRAINING_PAGE_SIZE } from '@/hooks/api/training';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { submitHandler } from '../../components/submit-handler';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { usePagedSearch } from '../../components/use-paged-search';
import type { TrainingProblemsApi } from '../training-problems-api';
import { TrainingProblemAdder } from './training-problem-adder';
import '@/i18n/areas/training';

interface Row {
  problem: AdminTrainingProblemRow;
  link: TrainingProblemLink;
}

/** A training problem's display id and rank, saved together. */
function LinkEditor({ link, update }: { link: TrainingProblemLink; update: TrainingProblemsApi['update'] }) {
  const { t } = useTranslation();
  const [displayId, setDisplayId] = useState(link.displayId);
  const [rank, setRank] = useState(String(link.rank));
  const changed = displayId !== link.displayId || rank !== String(link.rank);
  const save = async () => {
    if (!displayId.trim())
      return toast('warning', t('training.admin.required', { field: t('training.displayId') }));
    if (rank.trim() === '' || !Number.isInteger(Number(rank))) {
      return toast('warning', t('training.admin.required', { field: t('training.admin.field.rank') }));
    }
    try {
      await update({
        tid: link.tid,
        pid: link.pid,
        displayId: displayId.trim(),
        rank: Number(rank),
      });
      toast('success', t('admin.saved'));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    }
  };
  return (
    <form className="flex items-center gap-1" onSubmit={submitHandler(save)}>
      <input
        className="input w-24"
        aria-label={t('training.displayId')}
        value={displayId}
        onChange={(event) => setDisplayId(event.target.value)}
      />
      <input
        type="number"
        min={0}
        className="input w-24"
        aria-label={t('training.admin.field.rank')}
        value={rank}
        onChange={(event) => setRank(event.target.value)}
      />
      <button type="submit" className="btn btn-sm" disabled={!changed}>
        {t('admin.save')}
      </button>
    </form>
  );
}

export interface TrainingProblemsManagerProps {
  tid: number;
  /** The training's title, once known. */
  title: string | undefined;
  api: TrainingProblemsApi;
  /** Whether the viewer may change a problem's display id and order, and remove it. */
  changesLinks: boolean;
  /** Buttons beside the title (back to the list, other ways to add). */
  actions?: ReactNode;
  /** More ways to add problems (importing one from another judge), given the list's refresh. */
  moreAdding?: (refresh: () => void) => ReactNode;
  headingLevel?: 'h1' | 'h2';
}

/** A training's problems, their display ids and order, for the back office and a group alike. */
export function TrainingProblemsManager({
  tid,
  title,
  api,
  changesLinks,
  actions,
  moreAdding,
  headingLevel: Heading = 'h1',
}: TrainingProblemsManagerProps) {
  const { t } = useTranslation();
  const { page, setPage, search, searchFor } = usePagedSearch();
  const { data, error, mutate } = api.useProblems({
    tid,
    queryExisted: true,
    currentPage: page,
    limit: ADMIN_TRAINING_PAGE_SIZE,
    keyword: search || undefined,
  });
  const confirmDelete = useConfirmedDelete(() => void mutate());
  if (error && !data) throw error;
  const rows: Row[] | undefined = data?.problemList.records.flatMap((problem) => {
    const link = data.trainingProblemMap[problem.id];
    return link ? [{ problem, link }] : [];
  });
  const columns: AdminColumn<Row>[] = [
    { header: 'pid', cell: (row) => row.problem.id },
    { header: t('problem.id'), cell: (row) => <span className="font-mono">{row.problem.problemId}</span> },
    { header: t('problem.title'), cell: (row) => row.problem.title },
    {
      header: `${t('training.displayId')} / ${t('training.admin.field.rank')}`,
      cell: (row) =>
        changesLinks ? (
          <LinkEditor key={`${row.link.displayId}:${row.link.rank}`} link={row.link} update={api.update} />
        ) : (
          `${row.link.displayId} / ${row.link.rank}`
        ),
    },
  ];
  if (changesLinks) {
    columns.push({
      header: t('admin.actions'),
      cell: (row) => (
        <button
          type="button"
          className="btn btn-sm btn-danger"
          onClick={() =>
            void confirmDelete(t('training.admin.confirmRemoveProblem', { id: row.link.displayId }), () =>
              api.remove(tid, row.problem.id),
            )
          }
        >
          {t('admin.remove')}
        </button>
      ),
    });
  }
  return (
    <section className="card space-y-3 p-4" aria-labelledby={`training-problems-title-${tid}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={`training-problems-title-${tid}`} className="mr-auto text-lg font-semibold">
          {title ?? t('training.problems')}
        </Heading>
        {actions}
      </div>
      <TrainingProblemAdder tid={tid} api={api} onAdded={() => void mutate()} />
      {moreAdding?.(() => void mutate())}
      <SearchField label={t('problem.searchPlaceholder')} onSearch={searchFor} />
      <AdminTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.problem.id}
        rowData={(row) => ({ 'data-pid': String(row.problem.id) })}
        testId="admin-training-problems"
        minWidth="min-w-[680px]"
        loadingText={t('training.loading')}
        emptyText={t('training.noProblems')}
      />
      <Pagination
        page={page}
        pageSize={ADMIN_TRAINING_PAGE_SIZE}
        total={data?.problemList.total ?? 0}
        onPageChange={setPage}
      />
    </section>
  );
}
