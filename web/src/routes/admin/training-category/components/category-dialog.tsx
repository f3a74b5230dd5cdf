import { useTranslation } from 'react-i18next';
import { saveTrainingCategory, type TrainingCategoryForm } from '@/hooks/api/training-category';
import { NamedFormDialog } from '../../components/named-form-dialog';
import { ColorField } from '../../tag/components/color-field';

/** Create or edit a training category: name and colour. */
export function CategoryDialog({ initial, onClose }: { initial: TrainingCategoryForm; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <NamedFormDialog
      title={initial.id ? t('adminConfig.trainingCategory.edit') : t('adminConfig.trainingCategory.add')}
      initial={initial}
      nameLabel={t('adminConfig.trainingCategory.name')}
      nameRequired={t('adminConfig.trainingCategory.nameRequired')}
      save={saveTrainingCategory}
      onClose={onClose}
    >
      {(form, setForm) => <ColorField value={form.color} onChange={(color) => setForm({ ...form, color })} />}
    </NamedFormDialog>
  );
}
