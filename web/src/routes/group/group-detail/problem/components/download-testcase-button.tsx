import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadGroupTestcase, type GroupAdminProblemRow } from '@/hooks/api/group-problem';
import { saveBlob } from '@/lib/save-blob';
import '@/i18n/areas/group-problem';

/** Saves the problem's test data as a zip (the group root and the problem's author only). */
export function DownloadTestcaseButton({ row, enabled }: { row: GroupAdminProblemRow; enabled: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await downloadGroupTestcase(row.id);
      saveBlob(blob, filename ?? `problem_${row.id}_testcase.zip`);
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-sm"
      disabled={!enabled || busy}
      aria-label={t('groupProblem.downloadLabel', { problemId: row.problemId })}
      onClick={() => void download()}
    >
      {t('groupProblem.download')}
    </button>
  );
}
