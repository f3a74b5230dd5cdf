import { useTranslation } from 'react-i18next';
import { useGroupTrainingForm } from '@/hooks/api/group-training';
import { TrainingProblemsManager } from '@/routes/admin/training/components/training-problems-manager';
import { groupTrainingProblemsApi } from '../group-training-problems-api';
import { AddGroupProblemForm } from './add-group-problem-form';
import '@/i18n/areas/group-training';

/**
 * The back office's problems page for a group training: public problems and the group's own can
 * be added; whoever may manage the training also changes and removes its problems.
 */
export function GroupTrainingProblemsSection({
  gid,
  tid,
  onBack,
}: {
  gid: number;
  tid: number;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const training = useGroupTrainingForm(tid);
  if (training.error) throw training.error;
  return (
    <div className="space-y-3">
      <TrainingProblemsManager
        tid={tid}
        title={training.data?.training.title}
        api={groupTrainingProblemsApi}
        changesLinks
        headingLevel="h2"
        actions={
          <button type="button" className="btn" onClick={onBack}>
            {t('groupTraining.backToList')}
          </button>
        }
      />
      <section className="card p-4">
        <AddGroupProblemForm gid={gid} tid={tid} />
      </section>
    </div>
  );
}
