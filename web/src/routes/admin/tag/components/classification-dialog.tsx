import { useTranslation } from 'react-i18next';
import { saveClassification, type ClassificationForm } from '@/hooks/api/admin-tag';
import { LabelledField } from '../../components/labelled-field';
import { NamedFormDialog } from '../../components/named-form-dialog';

/** Create or edit a tag classification: name and rank (smaller first). */
export function ClassificationDialog({
  initial,
  onClose,
}: {
  initial: ClassificationForm;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <NamedFormDialog
      title={initial.id ? t('adminConfig.tag.editClassification') : t('adminConfig.tag.addClassification')}
      initial={initial}
      nameLabel={t('adminConfig.tag.name')}
      nameRequired={t('adminConfig.tag.nameRequired')}
      save={saveClassification}
      onClose={onClose}
    >
      {(form, setForm) => (
        <LabelledField label={t('adminConfig.tag.rank')}>
          <input
            type="number"
            className="input w-32"
            value={form.rank}
            step={1}
            onChange={(event) => setForm({ ...form, rank: Number(event.target.value) || 0 })}
          />
          <span className="mt-1 block text-xs text-slate-500">{t('adminConfig.tag.rankHint')}</span>
        </LabelledField>
      )}
    </NamedFormDialog>
  );
}
