import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { saveTag, type TagClassification, type TagForm } from '@/hooks/api/admin-tag';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import { ColorField } from './color-field';

interface TagDialogProps {
  initial: TagForm;
  classifications: TagClassification[];
  onClose: () => void;
}

/** Create or edit a tag: name, colour and classification. */
export function TagDialog({ initial, classifications, onClose }: TagDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) return setError(t('adminConfig.tag.nameRequired'));
    setSaving(true);
    try {
      await saveTag({ ...form, name: form.name.trim() });
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
      title={initial.id ? t('adminConfig.tag.editTag') : t('adminConfig.tag.addTag')}
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
            data-testid="tag-name"
            aria-invalid={error ? true : undefined}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
          />
        </label>
        <ColorField value={form.color} onChange={(color) => setForm({ ...form, color })} />
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">{t('adminConfig.tag.classification')}</span>
          <select
            className="input w-full"
            value={form.tcid ?? ''}
            data-testid="tag-classification"
            onChange={(event) =>
              setForm({ ...form, tcid: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{t('adminConfig.tag.unclassified')}</option>
            {classifications.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid="tag-save">
            {t('adminConfig.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
