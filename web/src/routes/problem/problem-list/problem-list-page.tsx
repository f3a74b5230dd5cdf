import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { useProblemList } from '@/hooks/api/problem';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ProblemFilters } from './components/problem-filters';
import { ProblemTable } from './components/problem-table';
import { TagPanel } from './components/tag-panel';
import { useProblemListQuery } from './use-problem-list-query';

export default function ProblemListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('title.problemList'));
  const [query, update] = useProblemListQuery();
  const { data, error, isLoading } = useProblemList(query);
  if (error && !data) throw error; // the route error boundary shows it
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_280px]">
      <section className="card min-w-0 p-4">
        <h1 className="mb-3 text-lg font-semibold">{t('title.problemList')}</h1>
        <ProblemFilters query={query} onChange={update} />
        <ProblemTable records={data?.records ?? []} loading={isLoading} />
        <Pagination
          page={query.currentPage}
          pageSize={query.limit}
          total={data?.total ?? 0}
          onPageChange={(currentPage) => update({ currentPage })}
          onPageSizeChange={(limit) => update({ limit, currentPage: 1 })}
        />
      </section>
      <TagPanel selected={query.tagId ?? []} onChange={(tagId) => update({ tagId, currentPage: 1 })} />
    </div>
  );
}
