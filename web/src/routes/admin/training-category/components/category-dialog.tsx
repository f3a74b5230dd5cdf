import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { saveTrainingCategory, type TrainingCategoryForm } from '@/hooks/api/training-category';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import { ColorField } from '../../tag/components/color-field';

/** Create or edit a training category: name and colour. */
export function CategoryDialog({ initial, onClose }: { initial: TrainingCategoryForm; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) return setError(t('adminConfig.trainingCategory.nameRequired'));
    setSaving(true);
    try {
      await saveTrainingCategory({ ...form, name: form.name.trim() });
      toast('success', t('adminConfig.saved'));
      onClose();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('adminConfig.saveFailed'));
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={initial.id ? t('adminConfig.trainingCategory.edit') : t('adminConfig.trainingCategory.add')}
    >
      <form className="space-y-3" onSubmit={(event) => void submit(event)} noValidate>
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
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {t('adminConfig.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
