import { useTranslation } from 'react-i18next';
import { trainingProgress } from '../training-progress';
import '@/i18n/areas/training';

/**
 * The viewer's progress in a training: ac of problemCount, and the percentage with two decimals
 * (read aloud always; written out too with `showPercent`, where the bar alone says too little).
 */
export function ProgressBar({
  acCount,
  problemCount,
  showPercent = false,
}: {
  acCount: number;
  problemCount: number;
  showPercent?: boolean;
}) {
  const { t } = useTranslation();
  const percent = trainingProgress(acCount, problemCount);
  return (
    <div className="flex min-w-[8rem] items-center gap-2" data-testid="training-progress">
      <div
        className="h-2 flex-1 overflow-hidden rounded bg-slate-200"
        role="progressbar"
        aria-label={t('training.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent.toFixed(2)}%`}
      >
        <div
          className={`h-full ${percent >= 100 ? 'bg-green-600' : 'bg-blue-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="text-xs whitespace-nowrap text-slate-600">
        {acCount}/{problemCount}
      </span>
      {showPercent ? (
        <span
          className="w-14 text-right text-xs whitespace-nowrap tabular-nums"
          data-testid="progress-percent"
        >
          {percent.toFixed(2)}%
        </span>
      ) : null}
    </div>
  );
}
