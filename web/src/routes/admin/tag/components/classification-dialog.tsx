import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { saveClassification, type ClassificationForm } from '@/hooks/api/admin-tag';
import { toast } from '@/stores/ui';

/** Create or edit a tag classification: name and rank (smaller first). */
export function ClassificationDialog({
  initial,
  onClose,
}: {
  initial: ClassificationForm;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const save = async () => {
    await saveClassification({ ...form, name: form.name.trim() });
    toast('success', t('adminConfig.saved'));
    onClose();
  };
  return (
    <FormDialog
      title={initial.id ? t('adminConfig.tag.editClassification') : t('adminConfig.tag.addClassification')}
      validate={() => (form.name.trim() ? null : t('adminConfig.tag.nameRequired'))}
      onSubmit={save}
      onClose={onClose}
    >
      {(error) => (
        <div className="mb-3 space-y-3">
          <label className="block text-sm">
            <span className="mb-1 block font-medium text-slate-700">{t('adminConfig.tag.name')}</span>
            <input
              className="input w-full"
              value={form.name}
              maxLength={100}
              required
              autoFocus
              aria-invalid={error ? true : undefined}
              onChange={(event) => setForm({ ...form, name: event.target.value })}
            />
          </label>
          <label className="block text-sm">
            <span className="mb-1 block font-medium text-slate-700">{t('adminConfig.tag.rank')}</span>
            <input
              type="number"
              className="input w-32"
              value={form.rank}
              step={1}
              onChange={(event) => setForm({ ...form, rank: Number(event.target.value) || 0 })}
            />
            <span className="mt-1 block text-xs text-slate-500">{t('adminConfig.tag.rankHint')}</span>
          </label>
        </div>
      )}
    </FormDialog>
  );
}
