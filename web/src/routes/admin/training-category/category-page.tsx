import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteTrainingCategory,
  useTrainingCategories,
  type TrainingCategory,
  type TrainingCategoryForm,
} from '@/hooks/api/training-category';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { NamedLinkActions } from '../components/named-link-actions';
import { PageHeader } from '../components/page-header';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { CategoryDialog } from './components/category-dialog';

/** /admin/training/category: the categories trainings are filed under. */
export default function AdminTrainingCategoryPage() {
  const { t } = useTranslation();
  const { data, error } = useTrainingCategories();
  const [form, setForm] = useState<TrainingCategoryForm | null>(null);
  const confirmedDelete = useConfirmedDelete();
  if (error && !data) throw error;

  const columns: AdminColumn<TrainingCategory>[] = [
    { header: t('adminConfig.trainingCategory.name'), cell: (category) => category.name },
    {
      header: t('adminConfig.tag.color'),
      cell: (category) => (
        <span className="inline-flex items-center gap-2">
          <span
            className="inline-block h-3 w-3 rounded-sm"
            style={{ backgroundColor: category.color }}
            aria-hidden="true"
          />
          {category.color}
        </span>
      ),
    },
    {
      header: t('admin.actions'),
      className: 'space-x-3 py-2 whitespace-nowrap',
      cell: (category) => (
        <NamedLinkActions
          name={category.name}
          onEdit={() => setForm({ id: category.id, name: category.name, color: category.color })}
          onDelete={() =>
            void confirmedDelete(
              t('adminConfig.trainingCategory.confirmDelete', { name: category.name }),
              // The list reloads itself: deleting refreshes the categories' cache.
              () => deleteTrainingCategory(category.id),
            )
          }
        />
      ),
    },
  ];

  return (
    <section className="card p-4">
      <PageHeader title={t('adminConfig.trainingCategory.title')}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setForm({ name: '', color: '#409EFF' })}
        >
          {t('adminConfig.trainingCategory.add')}
        </button>
      </PageHeader>
      {!data ? (
        <p className="text-sm text-slate-500">{t('adminConfig.loading')}</p>
      ) : data.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{t('adminConfig.trainingCategory.empty')}</p>
      ) : (
        <AdminTable columns={columns} rows={data} rowKey={(category) => category.id} />
      )}
      {form ? <CategoryDialog initial={form} onClose={() => setForm(null)} /> : null}
    </section>
  );
}
