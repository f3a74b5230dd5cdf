import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/common/load-error';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { PageLoading } from '@/components/ui/spinner';
import { useTrainingCategories } from '@/hooks/api/training-category';
import { TRAINING_LIST_PAGE_SIZE, useTrainingList } from '@/hooks/api/training';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { TrainingTable } from './components/training-table';
import '@/i18n/areas/training';

const AUTHS = ['Public', 'Private'] as const;

/** The training list: keyword, category and auth filters kept in the address; 15 per page. */
export default function TrainingListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('training.title'));
  const [params, setParams] = useSearchParams();
  const categories = useTrainingCategories();
  const query = {
    keyword: params.get('keyword') || undefined,
    categoryId: params.get('categoryId') || undefined,
    auth: params.get('auth') || undefined,
    currentPage: Math.max(1, Number(params.get('currentPage')) || 1),
    limit: TRAINING_LIST_PAGE_SIZE,
  };
  const { data, error, isLoading, mutate } = useTrainingList(query);
  // Progress moves on other pages (an accepted submission): a list kept from an earlier visit is
  // asked again on arrival rather than trusted.
  useEffect(() => {
    void mutate();
  }, [mutate]);
  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    const all: Record<string, string | number | undefined> = { currentPage: 1, ...changes };
    for (const [key, value] of Object.entries(all)) {
      if (value === undefined || value === '' || (key === 'currentPage' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  return (
    <section className="card p-4">
      <h1 className="mb-3 text-lg font-semibold">{t('training.title')}</h1>
      <div className="mb-3 flex flex-wrap gap-2">
        <select
          aria-label={t('training.category')}
          className="input w-40"
          value={query.categoryId ?? ''}
          onChange={(event) => update({ categoryId: event.target.value })}
        >
          <option value="">{t('training.allCategories')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <select
          aria-label={t('training.auth')}
          className="input w-36"
          value={query.auth ?? ''}
          onChange={(event) => update({ auth: event.target.value })}
        >
          <option value="">{t('training.allAuths')}</option>
          {AUTHS.map((auth) => (
            <option key={auth} value={auth}>
              {t(auth === 'Public' ? 'training.public' : 'training.private')}
            </option>
          ))}
        </select>
        <SearchField
          label={t('training.searchPlaceholder')}
          type="search"
          initial={query.keyword}
          submitLabel={t('common.search')}
          formClassName="flex gap-2"
          onSearch={(text) => update({ keyword: text })}
        />
      </div>
      {error && !data ? (
        <LoadError error={error} onRetry={() => void mutate()} title={t('training.loadFailed')} />
      ) : isLoading && !data ? (
        <PageLoading />
      ) : (
        <TrainingTable records={data?.records ?? []} />
      )}
      <Pagination
        page={query.currentPage}
        pageSize={TRAINING_LIST_PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={(currentPage) => update({ currentPage })}
      />
    </section>
  );
}
