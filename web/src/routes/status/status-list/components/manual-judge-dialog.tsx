import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canJudgeByHand, JudgeStatus, MANUAL_JUDGE_STATUSES } from '@verdict/common';
import { useStatusName } from '@/components/common/status-tag';
import { confirmAction } from '@/components/ui/confirm';
import { Modal } from '@/components/ui/modal';
import { cancelJudge, manualJudge } from '@/hooks/api/submission';
import { toast } from '@/stores/ui';
import type { Submission } from '@/types/submission';

/** Only a super admin, and not while judging, compiling or on a compile error. */
export function canManuallyJudge(status: number, isSuperAdmin: boolean): boolean {
  return isSuperAdmin && canJudgeByHand(status);
}

interface ManualJudgeDialogProps {
  submission: Submission;
  onClose: () => void;
  onSaved: () => void;
}

export function ManualJudgeDialog({ submission, onClose, onSaved }: ManualJudgeDialogProps) {
  const { t } = useTranslation();
  const statusName = useStatusName();
  const [status, setStatus] = useState(
    MANUAL_JUDGE_STATUSES.includes(submission.status) ? submission.status : JudgeStatus.ACCEPTED,
  );
  // OI submissions carry a score; ACM ones have none to set.
  const scored = submission.score !== null;
  const [score, setScore] = useState(submission.score ?? 0);
  const save = async () => {
    await manualJudge(submission.submitId, status, scored ? score : undefined);
    toast('success', t('message.updateSuccessfully'));
    onSaved();
  };
  const cancel = async () => {
    if (!(await confirmAction(t('adminUsers.submission.cancelJudgeConfirm', { id: submission.submitId }))))
      return;
    await cancelJudge(submission.submitId);
    toast('success', t('message.updateSuccessfully'));
    onSaved();
  };
  return (
    <Modal open onClose={onClose} title={t('submission.manualJudgeTitle', { id: submission.submitId })}>
      <label className="mb-3 block text-sm">
        {t('submission.status')}
        <select
          className="input mt-1"
          value={status}
          onChange={(event) => setStatus(Number(event.target.value))}
        >
          {MANUAL_JUDGE_STATUSES.map((code) => (
            <option key={code} value={code}>
              {statusName(code)}
            </option>
          ))}
        </select>
      </label>
      {scored ? (
        <label className="mb-4 block text-sm">
          {t('submission.score')}
          <input
            className="input mt-1"
            type="number"
            min={0}
            value={score}
            onChange={(event) => setScore(Number(event.target.value))}
          />
        </label>
      ) : null}
      <div className="flex justify-between gap-2">
        <button
          type="button"
          className="btn btn-danger"
          disabled={submission.status === JudgeStatus.CANCELLED}
          onClick={() => void cancel().catch(() => undefined)}
        >
          {t('submission.cancelJudge')}
        </button>
        <div className="flex gap-2">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.close')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void save().catch(() => undefined)}
          >
            {t('common.save')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
