import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/common/load-error';
import { useDiscussionCategories } from '@/hooks/api/discussion';
import { useAbilities } from '@/stores/session';
import '@/i18n/areas/discussion';

interface CategorySidebarProps {
  selected: number | undefined;
  onSelect: (categoryId: number | undefined) => void;
}

const chipClass = (active: boolean) =>
  `block shrink-0 rounded px-3 py-1.5 text-left md:w-full text-sm ${active ? 'bg-blue-600 text-white' : 'hover:bg-slate-100'}`;

/** The category filter; the super admin finds the way to manage the categories in the back office. */
export function CategorySidebar({ selected, onSelect }: CategorySidebarProps) {
  const { t } = useTranslation();
  const { isSuperAdmin } = useAbilities();
  const { data: categories, error, mutate } = useDiscussionCategories();

  return (
    <aside
      className="card h-fit p-3 md:w-56"
      aria-label={t('discussion.category.title')}
      data-testid="category-sidebar"
    >
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-sm font-semibold">{t('discussion.category.title')}</h2>
        {isSuperAdmin ? (
          <Link
            className="text-sm text-blue-700 hover:underline"
            to="/admin/discussion?tab=categories"
            data-testid="category-manage"
          >
            {t('discussion.category.manage')}
          </Link>
        ) : null}
      </div>
      <nav className="flex gap-1 overflow-x-auto md:block md:space-y-1">
        <button
          type="button"
          className={chipClass(selected === undefined)}
          onClick={() => onSelect(undefined)}
        >
          {t('discussion.category.all')}
        </button>
        {error && !categories ? (
          <div className="px-3">
            <LoadError
              variant="inline"
              error={error}
              onRetry={() => void mutate()}
              title={t('discussion.loadFailed')}
            />
          </div>
        ) : null}
        {(categories ?? []).map((category) => (
          <button
            key={category.id}
            type="button"
            className={`${chipClass(selected === category.id)} whitespace-nowrap md:whitespace-normal`}
            onClick={() => onSelect(category.id)}
          >
            {category.name}
          </button>
        ))}
      </nav>
    </aside>
  );
}
