import { Markdown } from '@/components/common/markdown';
import { TrainingPasswordForm } from './components/training-password-form';
import { useTraining } from './training-context';
import '@/i18n/areas/training';

/** A training's description, or for a private training not entered yet, its password form. */
export default function OverviewTab() {
  const { training, hasAccess } = useTraining();
  if (!hasAccess) return <TrainingPasswordForm />;
  return (
    <section className="card p-4" data-testid="training-description">
      <Markdown>{training.description ?? ''}</Markdown>
    </section>
  );
}
