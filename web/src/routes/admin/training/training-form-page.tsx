import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { saveTraining, useAdminTraining } from '@/hooks/api/training';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { TrainingFormCard } from './components/training-form-card';
import '@/i18n/areas/training';

/** /admin/training/create and /admin/training/:trainingId/edit: the training form. */
export default function TrainingFormPage() {
  const { t } = useTranslation();
  const { trainingId } = useParams();
  const tid = trainingId ? Number(trainingId) : null;
  useDocumentTitle(tid ? t('training.admin.edit') : t('training.admin.create'));
  const navigate = useNavigate();
  const loaded = useAdminTraining(tid);
  return (
    <TrainingFormCard
      tid={tid}
      loaded={loaded}
      onSave={saveTraining}
      onDone={() => void navigate('/admin/training')}
      categoriesLink="/admin/training/category"
    />
  );
}
