import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Role } from '@verdict/common';
import { importRemoteTrainingProblem } from '@/hooks/api/remote-judge';
import { useAdminTraining } from '@/hooks/api/training';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { roleCodes, useSession } from '@/stores/session';
import { RemoteImportButton } from '../components/remote-import-dialog';
import { TrainingProblemsManager } from './components/training-problems-manager';
import { siteTrainingProblemsApi } from './training-problems-api';
import '@/i18n/areas/training';

/**
 * /admin/training/:trainingId/problems: the training's problems, their display ids and order; a
 * problem of another judge is imported and added from here.
 */
export default function TrainingProblemsPage() {
  const { t } = useTranslation();
  const tid = Number(useParams().trainingId);
  const training = useAdminTraining(tid);
  useDocumentTitle(
    training.data ? `${training.data.training.title} · ${t('training.problems')}` : t('training.problems'),
  );
  // Admins (1001) add problems; changing or removing one is for root and problem admins, as on the server.
  const changesLinks = roleCodes(useSession().user).some(
    (role) => role === Role.ROOT || role === Role.PROBLEM_ADMIN,
  );
  if (training.error) throw training.error;
  return (
    <TrainingProblemsManager
      tid={tid}
      title={training.data?.training.title}
      api={siteTrainingProblemsApi}
      changesLinks={changesLinks}
      actions={
        <Link className="btn" to="/admin/training">
          {t('training.admin.backToList')}
        </Link>
      }
      moreAdding={(refresh) => (
        <div>
          <RemoteImportButton
            importProblem={(name, problemId) => importRemoteTrainingProblem(tid, name, problemId)}
            onImported={refresh}
          />
        </div>
      )}
    />
  );
}
