import { useTranslation } from 'react-i18next';
import { useResubmit } from '../../use-resubmit';

/** The owner's "Resubmit" button of a Submitted Failed submission; `onResubmitted` reloads it. */
export function ResubmitButton({ submitId, onResubmitted }: { submitId: number; onResubmitted: () => void }) {
  const { t } = useTranslation();
  const resending = useResubmit(onResubmitted);
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      title={t('submission.resubmitHint')}
      disabled={resending.isSending(submitId)}
      data-testid="resubmit"
      onClick={() => resending.resubmit(submitId)}
    >
      {t('submission.resubmit')}
    </button>
  );
}
