import { useTranslation } from 'react-i18next';
import { isFinalStatus, type WaitReason } from '@verdict/common';

/** The locale key of a reason; a wait without a known place has a text of its own. */
function reasonKey(reason: WaitReason): string {
  return reason.code === 'waiting' && !reason.params.position
    ? 'waitReason.waitingUnplaced'
    : `waitReason.${reason.code}`;
}

interface WaitReasonNoteProps {
  status: number;
  reason?: WaitReason | null;
  /** Size, colour and spacing where it sits (a table cell, the result banner). */
  className?: string;
}

/**
 * Why a Pending or Judging submission is not judged yet, in the reader's language (a code this
 * client does not know shows the server's English text). Admins read the whole story on hover.
 */
export function WaitReasonNote({
  status,
  reason,
  className = 'text-xs text-slate-500',
}: WaitReasonNoteProps) {
  const { t } = useTranslation();
  if (!reason || isFinalStatus(status)) return null;
  return (
    <span
      className={`block ${className}`}
      data-testid="wait-reason"
      data-code={reason.code}
      title={reason.adminText}
    >
      {t(reasonKey(reason), { ...reason.params, defaultValue: reason.text })}
    </span>
  );
}
