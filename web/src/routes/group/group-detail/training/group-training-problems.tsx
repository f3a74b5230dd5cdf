import ProblemsTab from '@/routes/training/training-detail/problems-tab';
import { TrainingPasswordForm } from '@/routes/training/training-detail/components/training-password-form';
import { useTraining } from '@/routes/training/training-detail/training-context';

/** A group training's problems; a private one asks its password here first, having no overview. */
export default function GroupTrainingProblems() {
  const { hasAccess } = useTraining();
  return hasAccess ? <ProblemsTab /> : <TrainingPasswordForm />;
}
