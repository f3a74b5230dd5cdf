import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { saveClassification, type ClassificationForm } from '@/hooks/api/admin-tag';
import { ApiError } from '@/lib/api-client';
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
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) return setError(t('adminConfig.tag.nameRequired'));
    setSaving(true);
    try {
      await saveClassification({ ...form, name: form.name.trim() });
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
      title={initial.id ? t('adminConfig.tag.editClassification') : t('adminConfig.tag.addClassification')}
    >
      <form className="space-y-3" onSubmit={(event) => void submit(event)} noValidate>
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
