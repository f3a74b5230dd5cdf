import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_CONSTANTS } from '@verdict/common';
import { confirmAction } from '@/components/ui/confirm';
import { FormDialog } from '@/components/ui/form-dialog';
import { saveNoteCategories, type NoteCategory } from '@/hooks/api/note';
import { toast } from '@/stores/ui';
import { checkCategoryDrafts, type CategoryDraft } from '../check-category-drafts';
import '@/i18n/areas/note';

interface CategoryEditorDialogProps {
  categories: NoteCategory[];
  onClose: () => void;
  onSaved: (categories: NoteCategory[]) => void;
}

/** Rows kept apart by a key of their own, since new rows have no id yet. */
type Row = CategoryDraft & { key: number };

/**
 * The signed-in user's note categories: add, rename, delete, then save the whole list at once.
 * Deleting asks first, since the notes of a deleted category become uncategorised.
 */
export function CategoryEditorDialog({ categories, onClose, onSaved }: CategoryEditorDialogProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() => categories.map((c, index) => ({ ...c, key: index })));
  const [nextKey, setNextKey] = useState(categories.length);

  const update = (key: number, name: string) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, name } : row)));
  const add = () => {
    setRows((all) => [...all, { id: null, name: '', key: nextKey }]);
    setNextKey((key) => key + 1);
  };

  const validate = () => {
    const problem = checkCategoryDrafts(rows, NOTE_CONSTANTS.categoryNameMaxLength);
    if (!problem) return null;
    if (problem.kind === 'empty') return t('note.categories.nameRequired');
    if (problem.kind === 'tooLong')
      return t('note.categories.nameTooLong', { max: NOTE_CONSTANTS.categoryNameMaxLength });
    return t('note.categories.duplicate', { name: problem.name });
  };
  const submit = async () => {
    const kept = new Set(rows.map((row) => row.id));
    const removed = categories.filter((category) => !kept.has(category.id));
    if (removed.length > 0) {
      const names = removed.map((category) => `"${category.name}"`).join(', ');
      if (!(await confirmAction(t('note.categories.deleteConfirm', { names })))) return;
    }
    const saved = await saveNoteCategories(rows.map(({ id, name }) => ({ id, name: name.trim() })));
    toast('success', t('note.categories.saved'));
    onSaved(saved);
  };

  return (
    <FormDialog
      title={t('note.categories.title')}
      onClose={onClose}
      validate={validate}
      onSubmit={submit}
      submitTestId="category-save"
    >
      <p className="mb-3 text-xs text-slate-500">{t('note.categories.hint')}</p>
      {rows.length === 0 ? <p className="mb-3 text-sm text-slate-500">{t('note.categories.none')}</p> : null}
      <ul className="mb-3 grid gap-2">
        {rows.map((row, index) => (
          <li key={row.key} className="flex gap-2">
            <input
              className="input"
              value={row.name}
              maxLength={NOTE_CONSTANTS.categoryNameMaxLength}
              aria-label={t('note.categories.name', { n: index + 1 })}
              data-testid="category-name-input"
              onChange={(event) => update(row.key, event.target.value)}
            />
            <button
              type="button"
              className="btn btn-sm"
              aria-label={t('note.categories.remove', { name: row.name || index + 1 })}
              onClick={() => setRows((all) => all.filter((other) => other.key !== row.key))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-sm mb-4" onClick={add} data-testid="category-add">
        + {t('note.categories.add')}
      </button>
    </FormDialog>
  );
}
