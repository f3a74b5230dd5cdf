import { useTranslation } from 'react-i18next';
import { JudgeStatus } from '@verdict/common';

/** Problem-list status icon: ✓ accepted, ✗ tried but not accepted, nothing when never submitted. */
export function MyStatusIcon({ status }: { status: number }) {
  const { t } = useTranslation();
  if (status === JudgeStatus.NOT_SUBMITTED) return null;
  if (status === JudgeStatus.ACCEPTED) {
    return (
      <span className="font-bold text-green-600" title={t('judgeStatus.0')} aria-label={t('judgeStatus.0')}>
        ✓
      </span>
    );
  }
  return (
    <span className="font-bold text-red-500" title={t('problem.tried')} aria-label={t('problem.tried')}>
      ✗
    </span>
  );
}
