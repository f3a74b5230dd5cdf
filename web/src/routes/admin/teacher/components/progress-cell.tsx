import { ProgressBar } from '@/routes/training/components/progress-bar';
import { trainingProgress } from '@/routes/training/training-progress';

/** Solved over all problems as the site's progress bar, with the percentage in two decimals beside it. */
export function ProgressCell({ ac, problemCount }: { ac: number; problemCount: number }) {
  return (
    <div className="flex items-center gap-2">
      <ProgressBar acCount={ac} problemCount={problemCount} />
      <span className="w-14 text-right text-xs whitespace-nowrap tabular-nums" data-testid="progress-percent">
        {trainingProgress(ac, problemCount).toFixed(2)}%
      </span>
    </div>
  );
}
