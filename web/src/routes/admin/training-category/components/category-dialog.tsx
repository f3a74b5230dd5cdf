import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { saveTrainingCategory, type TrainingCategoryForm } from '@/hooks/api/training-category';
import { toast } from '@/stores/ui';
import { ColorField } from '../../tag/components/color-field';

/** Create or edit a training category: name and colour. */
export function CategoryDialog({ initial, onClose }: { initial: TrainingCategoryForm; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const save = async () => {
    await saveTrainingCategory({ ...form, name: form.name.trim() });
    toast('success', t('adminConfig.saved'));
    onClose();
  };
  return (
    <FormDialog
      title={initial.id ? t('adminConfig.trainingCategory.edit') : t('adminConfig.trainingCategory.add')}
      validate={() => (form.name.trim() ? null : t('adminConfig.trainingCategory.nameRequired'))}
      onSubmit={save}
      onClose={onClose}
    >
      {(error) => (
        <div className="mb-3 space-y-3">
          <label className="block text-sm">
            <span className="mb-1 block font-medium text-slate-700">
              {t('adminConfig.trainingCategory.name')}
            </span>
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
          <ColorField value={form.color} onChange={(color) => setForm({ ...form, color })} />
        </div>
      )}
    </FormDialog>
  );
}
