import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/ui/confirm';
import {
  deleteTrainingCategory,
  useTrainingCategories,
  type TrainingCategory,
  type TrainingCategoryForm,
} from '@/hooks/api/training-category';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/stores/ui';
import { CategoryDialog } from './components/category-dialog';

/** /admin/training/category: the categories trainings are filed under. */
export default function AdminTrainingCategoryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminConfig.trainingCategory.title'));
  const { data, error } = useTrainingCategories();
  const [form, setForm] = useState<TrainingCategoryForm | null>(null);
  if (error && !data) throw error;

  const remove = async (category: TrainingCategory) => {
    if (!(await confirmAction(t('adminConfig.trainingCategory.confirmDelete', { name: category.name }))))
      return;
    await deleteTrainingCategory(category.id);
    toast('success', t('admin.deleted'));
  };

  return (
    <section className="card p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-lg font-semibold">{t('adminConfig.trainingCategory.title')}</h1>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setForm({ name: '', color: '#409EFF' })}
        >
          {t('adminConfig.trainingCategory.add')}
        </button>
      </div>
      {!data ? (
        <p className="text-sm text-slate-500">{t('adminConfig.loading')}</p>
      ) : data.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{t('adminConfig.trainingCategory.empty')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th className="py-2">{t('adminConfig.trainingCategory.name')}</th>
              <th className="py-2">{t('adminConfig.tag.color')}</th>
              <th className="py-2">{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((category) => (
              <tr key={category.id} className="border-b border-slate-100">
                <td className="py-2">{category.name}</td>
                <td className="py-2">
                  <span className="inline-flex items-center gap-2">
                    <span
                      className="inline-block h-3 w-3 rounded-sm"
                      style={{ backgroundColor: category.color }}
                      aria-hidden="true"
                    />
                    {category.color}
                  </span>
                </td>
                <td className="space-x-3 py-2 whitespace-nowrap">
                  <button
                    type="button"
                    className="text-blue-700 hover:underline"
                    aria-label={t('adminConfig.tag.editNamed', { name: category.name })}
                    onClick={() => setForm({ id: category.id, name: category.name, color: category.color })}
                  >
                    {t('adminConfig.tag.edit')}
                  </button>
                  <button
                    type="button"
                    className="text-red-700 hover:underline"
                    aria-label={t('adminConfig.tag.deleteNamed', { name: category.name })}
                    onClick={() => void remove(category)}
                  >
                    {t('admin.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {form ? <CategoryDialog initial={form} onClose={() => setForm(null)} /> : null}
    </section>
  );
}
