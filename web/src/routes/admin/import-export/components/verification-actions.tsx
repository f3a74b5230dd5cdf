import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationReport } from '@verdict/common';
import { confirmAction } from '@/components/ui/confirm';
import { changeProblemAuth, PUBLIC_AUTH } from '@/hooks/api/admin-problem';
import { runVerification } from '@/hooks/api/problem-package';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import { goingPublicQuestion } from '../../problem/going-public';

/** Judge the solutions again; make the problem public, warned when the report disagrees. */
export function VerificationActions({
  report,
  onChanged,
}: {
  report: VerificationReport;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const act = async (question: string, action: () => Promise<unknown>, done: string) => {
    if (!(await confirmAction(question))) return;
    setBusy(true);
    try {
      await action();
      toast('success', done);
      onChanged();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setBusy(false);
    }
  };
  const rerun = () =>
    act(
      t('importExport.verification.confirmRerun', { count: report.total }),
      () => runVerification(report.pid),
      t('importExport.verification.rerunQueued'),
    );
  const publish = () =>
    act(
      goingPublicQuestion(report, t),
      () => changeProblemAuth(report.pid, PUBLIC_AUTH),
      t('importExport.verification.madePublic'),
    );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn btn-sm"
        disabled={busy || report.total === 0}
        onClick={() => void rerun()}
      >
        {t('importExport.verification.rerun')}
      </button>
      {report.auth !== PUBLIC_AUTH ? (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={busy}
          onClick={() => void publish()}
        >
          {t('importExport.verification.makePublic')}
        </button>
      ) : (
        <span className="text-sm text-slate-500">{t('importExport.verification.isPublic')}</span>
      )}
      {report.mismatches > 0 ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {t('importExport.verification.mismatchWarning', { count: report.mismatches })}
        </p>
      ) : null}
    </div>
  );
}
