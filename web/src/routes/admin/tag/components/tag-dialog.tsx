import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { saveTag, type TagClassification, type TagForm } from '@/hooks/api/admin-tag';
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
  const save = async () => {
    await saveTag({ ...form, name: form.name.trim() });
    toast('success', t('adminConfig.saved'));
    onClose();
  };
  return (
    <FormDialog
      title={initial.id ? t('adminConfig.tag.editTag') : t('adminConfig.tag.addTag')}
      validate={() => (form.name.trim() ? null : t('adminConfig.tag.nameRequired'))}
      onSubmit={save}
      onClose={onClose}
      submitTestId="tag-save"
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
              data-testid="tag-name"
              aria-invalid={error ? true : undefined}
              onChange={(event) => setForm({ ...form, name: event.target.value })}
            />
          </label>
          <ColorField value={form.color} onChange={(color) => setForm({ ...form, color })} />
          <label className="block text-sm">
            <span className="mb-1 block font-medium text-slate-700">
              {t('adminConfig.tag.classification')}
            </span>
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
        </div>
      )}
    </FormDialog>
  );
}
