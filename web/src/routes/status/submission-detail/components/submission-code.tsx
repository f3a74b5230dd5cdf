import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JudgeStatus } from '@verdict/common';
import { CopyButton } from '@/components/common/copy-button';
import { monacoLanguageId } from '@/components/editor/language-id';
import { downloadFailingCase, updateShare } from '@/hooks/api/submission';
import { useWebsiteConfig } from '@/hooks/api/website';
import { saveBlob } from '@/lib/save-blob';
import { useSession } from '@/stores/session';
import { toast } from '@/stores/ui';
import type { SubmissionDetail } from '@/types/submission';
import { HiddenCodeNote } from './hidden-code-note';

/** Highlighted code with Copy, share/unshare for the owner, and the failing-case download. */
export function SubmissionCode({ detail, onChanged }: { detail: SubmissionDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { openFailingCaseDownload } = useWebsiteConfig();
  const { submission } = detail;
  const [html, setHtml] = useState<string | null>(null);
  const code = submission.code ?? '';
  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    import('@/components/editor/colorize')
      .then(({ colorizeCode }) => colorizeCode(code, monacoLanguageId(submission.language)))
      .then(
        (result) => !cancelled && setHtml(result),
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [code, submission.language]);

  const isOwner = Boolean(user && user.uid === submission.uid);
  const inContest = Boolean(submission.cid && submission.cid !== 0);
  const canShare = isOwner && detail.codeShare && !inContest;
  // The server names no case (waCaseData) when downloads are off; the site switch hides a detail loaded before.
  const canDownloadCase =
    isOwner &&
    !inContest &&
    openFailingCaseDownload !== false &&
    Boolean(detail.waCaseData) &&
    submission.status === JudgeStatus.WRONG_ANSWER;

  const toggleShare = async () => {
    await updateShare(submission.submitId, !submission.share, submission.uid);
    toast(
      'success',
      submission.share ? t('message.cancelSharingSuccessfully') : t('message.sharedSuccessfully'),
    );
    onChanged();
  };
  const downloadCase = async () => {
    const { blob, filename } = await downloadFailingCase(submission.pid, detail.waCaseData!);
    saveBlob(blob, filename ?? `case-${submission.submitId}.zip`);
    toast('success', t('message.downloadTestcaseSuccess'));
  };

  if (!code) return detail.codeHiddenReason ? <HiddenCodeNote reason={detail.codeHiddenReason} /> : null;
  return (
    <section className="card p-4">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">{t('submission.code')}</h2>
        <div className="ml-auto flex gap-2">
          {canDownloadCase ? (
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => void downloadCase().catch(() => undefined)}
            >
              {t('submission.downloadFailingCase')}
            </button>
          ) : null}
          {canShare ? (
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => void toggleShare().catch(() => undefined)}
            >
              {submission.share ? t('submission.unshare') : t('submission.share')}
            </button>
          ) : null}
          <CopyButton text={code} />
        </div>
      </div>
      {html ? (
        // Monaco's colorizer escapes the code text; the markup is only its token spans.
        <pre
          className="overflow-x-auto rounded-md border border-slate-200 bg-white p-3 font-mono text-sm"
          dangerouslySetInnerHTML={{ __html: html }}
          data-testid="submission-code"
        />
      ) : (
        <pre
          className="overflow-x-auto rounded-md border border-slate-200 bg-white p-3 font-mono text-sm"
          data-testid="submission-code"
        >
          {code}
        </pre>
      )}
    </section>
  );
}
