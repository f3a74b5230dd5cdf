import { useGroupTrainingForm, saveGroupTraining } from '@/hooks/api/group-training';
import { TrainingFormCard } from '@/routes/admin/training/components/training-form-card';

/** The back office's training form inside the group: saved under the group, closed in place. */
export function GroupTrainingFormSection({
  gid,
  tid,
  onDone,
}: {
  gid: number;
  /** Null: a new training. */
  tid: number | null;
  onDone: () => void;
}) {
  const loaded = useGroupTrainingForm(tid);
  return (
    <TrainingFormCard
      key={tid ?? 'new'}
      tid={tid}
      loaded={loaded}
      onSave={(form, categoryId) => saveGroupTraining(gid, form, categoryId)}
      onDone={onDone}
      showVip={false}
      headingLevel="h2"
    />
  );
}
