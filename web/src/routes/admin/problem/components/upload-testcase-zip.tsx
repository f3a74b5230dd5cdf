import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedTestcases } from '@verdict/common';
import { useProblemFormEndpoints } from '../problem-form-endpoints';

/** Picks a zip and uploads it at once, showing how much is sent; the server pairs its files. */
export function UploadTestcaseZip({
  mode,
  onUploaded,
}: {
  /** The judge case mode: subtask modes get a group number per case. */
  mode: string;
  onUploaded: (uploaded: UploadedTestcases) => void;
}) {
  const { t } = useTranslation();
  const { upload: uploadTestcaseZip } = useProblemFormEndpoints();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  const upload = async (file: File) => {
    setError('');
    setProgress(0);
    try {
      onUploaded(await uploadTestcaseZip(file, mode, setProgress));
    } catch (failure) {
      setError((failure as Error).message || t('adminProblemForm.uploadFailed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="space-y-1 text-sm">
      <label className="block">
        <span className="mb-0.5 block font-medium text-slate-700">{t('adminProblemForm.zipFile')}</span>
        <input
          type="file"
          accept=".zip,application/zip"
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </label>
      <p className="text-xs text-slate-500">{t('adminProblemForm.zipRules')}</p>
      {progress !== null ? (
        <div className="flex items-center gap-2">
          <progress className="w-64" max={1} value={progress} aria-label={t('adminProblemForm.uploading')} />
          <span>{Math.round(progress * 100)}%</span>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
