import { useTranslation } from 'react-i18next';
import { saveTag, type TagClassification, type TagForm } from '@/hooks/api/admin-tag';
import { LabelledField } from '../../components/labelled-field';
import { NamedFormDialog } from '../../components/named-form-dialog';
import { ColorField } from './color-field';

interface TagDialogProps {
  initial: TagForm;
  classifications: TagClassification[];
  onClose: () => void;
}

/** Create or edit a tag: name, colour and classification. */
export function TagDialog({ initial, classifications, onClose }: TagDialogProps) {
  const { t } = useTranslation();
  return (
    <NamedFormDialog
      title={initial.id ? t('adminConfig.tag.editTag') : t('adminConfig.tag.addTag')}
      initial={initial}
      nameLabel={t('adminConfig.tag.name')}
      nameRequired={t('adminConfig.tag.nameRequired')}
      save={saveTag}
      onClose={onClose}
      nameTestId="tag-name"
      submitTestId="tag-save"
    >
      {(form, setForm) => (
        <>
          <ColorField value={form.color} onChange={(color) => setForm({ ...form, color })} />
          <LabelledField label={t('adminConfig.tag.classification')}>
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
          </LabelledField>
        </>
      )}
    </NamedFormDialog>
  );
}
