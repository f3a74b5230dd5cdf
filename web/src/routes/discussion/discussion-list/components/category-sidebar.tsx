import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';
import { confirmAction } from '@/components/ui/confirm';
import { saveDiscussionCategories, useDiscussionCategories } from '@/hooks/api/discussion';
import { ApiError } from '@/lib/api-client';
import { useAbilities } from '@/stores/session';
import { toast } from '@/stores/ui';
import '@/i18n/areas/discussion';

interface CategorySidebarProps {
  selected: number | undefined;
  onSelect: (categoryId: number | undefined) => void;
}

interface DraftCategory {
  key: number;
  id: number | null;
  name: string;
}

const chipClass = (active: boolean) =>
  `block shrink-0 rounded px-3 py-1.5 text-left md:w-full text-sm ${active ? 'bg-blue-600 text-white' : 'hover:bg-slate-100'}`;

/** The category filter; the super admin switches it to an editor to add, rename and delete. */
export function CategorySidebar({ selected, onSelect }: CategorySidebarProps) {
  const { t } = useTranslation();
  const { isSuperAdmin } = useAbilities();
  const { data: categories, error, mutate } = useDiscussionCategories();
  const [draft, setDraft] = useState<DraftCategory[] | null>(null);
  const [saving, setSaving] = useState(false);

  const startEditing = () =>
    setDraft(
      (categories ?? []).map((category) => ({ key: category.id, id: category.id, name: category.name })),
    );
  const rename = (key: number, name: string) =>
    setDraft((rows) => rows?.map((row) => (row.key === key ? { ...row, name } : row)) ?? null);
  const remove = async (row: DraftCategory) => {
    if (row.id !== null && !(await confirmAction(t('discussion.category.deleteConfirm', { name: row.name }))))
      return;
    setDraft((rows) => rows?.filter((other) => other.key !== row.key) ?? null);
  };
  const save = async () => {
    if (!draft) return;
    if (draft.some((row) => !row.name.trim())) return toast('warning', t('discussion.category.nameRequired'));
    setSaving(true);
    try {
      const saved = await saveDiscussionCategories(
        draft.map((row) => ({ id: row.id, name: row.name.trim() })),
      );
      await mutate(saved, { revalidate: false });
      toast('success', t('message.updateSuccessfully'));
      setDraft(null);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setSaving(false);
    }
  };

  return (
    <aside
      className="card h-fit p-3 md:w-56"
      aria-label={t('discussion.category.title')}
      data-testid="category-sidebar"
    >
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-sm font-semibold">{t('discussion.category.title')}</h2>
        {isSuperAdmin && !draft ? (
          <button type="button" className="btn btn-sm" onClick={startEditing} data-testid="category-edit">
            {t('discussion.edit')}
          </button>
        ) : null}
      </div>
      {draft ? (
        <div className="space-y-2" data-testid="category-editor">
          {draft.map((row) => (
            <div key={row.key} className="flex gap-1">
              <input
                className="input min-w-0 flex-1 py-1"
                value={row.name}
                aria-label={t('discussion.category.name')}
                onChange={(event) => rename(row.key, event.target.value)}
              />
              <button
                type="button"
                className="btn btn-sm text-red-600"
                aria-label={t('discussion.delete')}
                onClick={() => void remove(row)}
              >
                ✕
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn btn-sm w-full"
            onClick={() => setDraft((rows) => [...(rows ?? []), { key: -Date.now(), id: null, name: '' }])}
          >
            + {t('discussion.category.add')}
          </button>
          <div className="flex gap-2">
            <button type="button" className="btn btn-sm flex-1" onClick={() => setDraft(null)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm flex-1"
              disabled={saving}
              onClick={() => void save()}
            >
              {t('common.save')}
            </button>
          </div>
        </div>
      ) : (
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
      )}
    </aside>
  );
}
