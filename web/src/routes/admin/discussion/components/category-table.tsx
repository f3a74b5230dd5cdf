import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';
import {
  saveDiscussionCategories,
  useDiscussionCategories,
  type DiscussionCategory,
} from '@/hooks/api/discussion';
import { AdminTable } from '../../components/admin-table';
import { NamedFormDialog } from '../../components/named-form-dialog';
import { NamedLinkActions } from '../../components/named-link-actions';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import '@/i18n/areas/discussion';

type CategoryForm = { id: number | null; name: string };

/**
 * The discussion categories, for the super admin: add, rename, and delete one after confirming.
 * Each change saves the whole list (HOJ's route); the server refuses to drop a category that
 * discussions still use, and its message is shown.
 */
export function CategoryTable() {
  const { t } = useTranslation();
  const { data, error, mutate } = useDiscussionCategories();
  const [form, setForm] = useState<CategoryForm | null>(null);
  const confirmedDelete = useConfirmedDelete();
  if (error && !data) {
    return <LoadError error={error} onRetry={() => void mutate()} title={t('discussion.loadFailed')} />;
  }
  const stored = (data ?? []).map(({ id, name }): CategoryForm => ({ id, name }));
  const save = (changed: CategoryForm) =>
    saveDiscussionCategories(
      changed.id === null
        ? [...stored, changed]
        : stored.map((row) => (row.id === changed.id ? changed : row)),
      { silent: true },
    );
  const remove = (category: DiscussionCategory) =>
    void confirmedDelete(t('discussion.category.deleteConfirm', { name: category.name }), () =>
      saveDiscussionCategories(stored.filter((row) => row.id !== category.id)),
    );

  return (
    <div data-testid="admin-categories">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-slate-600">{t('discussion.category.help')}</p>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => setForm({ id: null, name: '' })}
          data-testid="admin-category-add"
        >
          {t('discussion.category.add')}
        </button>
      </div>
      <AdminTable
        rows={data}
        rowKey={(category) => category.id}
        rowData={(category) => ({ 'data-category': category.name })}
        loadingText={t('discussion.loading')}
        emptyText={t('discussion.category.empty')}
        columns={[
          { header: t('discussion.category.name'), cell: (category) => category.name },
          {
            header: t('discussion.actions'),
            className: 'space-x-3 py-2 whitespace-nowrap',
            cell: (category) => (
              <NamedLinkActions
                name={category.name}
                onEdit={() => setForm({ id: category.id, name: category.name })}
                onDelete={() => remove(category)}
              />
            ),
          },
        ]}
      />
      {form ? (
        <NamedFormDialog
          title={t(form.id === null ? 'discussion.category.add' : 'discussion.category.rename')}
          initial={form}
          nameLabel={t('discussion.category.name')}
          nameRequired={t('discussion.category.nameRequired')}
          save={save}
          onClose={() => setForm(null)}
          submitTestId="admin-category-save"
        />
      ) : null}
    </div>
  );
}
