import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { ImportedProblem } from '@verdict/common';
import { Spinner } from '@/components/ui/spinner';
import {
  IMPORT_FORMATS,
  importProblems,
  type ImportFormat,
  useImportProgress,
} from '@/hooks/api/problem-package';
import { matchPath } from '@/lib/swr-keys';
import { UploadError } from '@/lib/upload-with-progress';
import { LabelledChoice } from '../../components/labelled-field';
import { submitHandler } from '../../components/submit-handler';
import { TitledCard } from '../../components/titled-card';
import { ImportedList } from './imported-list';

type Stage =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'working'; progressKey: string }
  | { kind: 'done'; created: ImportedProblem[] }
  | { kind: 'failed'; message: string };

const FORMATS = Object.keys(IMPORT_FORMATS) as ImportFormat[];

/** Choose a format and a file, watch the upload and the server's work, then see what was created. */
export function ImportSection() {
  const { t } = useTranslation();
  const id = useId();
  const { mutate } = useSWRConfig();
  const [format, setFormat] = useState<ImportFormat>('hoj');
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const busy = stage.kind === 'uploading' || stage.kind === 'working';

  const start = async () => {
    if (!file) return;
    setStage({ kind: 'uploading', fraction: 0 });
    const progressKey = crypto.randomUUID();
    try {
      const created = await importProblems(
        format,
        file,
        progressKey,
        (fraction) => setStage({ kind: 'uploading', fraction }),
        () => setStage({ kind: 'working', progressKey }),
      );
      setStage({ kind: 'done', created });
      // The export list below shows the new problems too.
      void mutate(matchPath('/api/admin/problem/get-problem-list'));
    } catch (failure) {
      if (!(failure instanceof UploadError)) throw failure;
      setStage({ kind: 'failed', message: failure.message });
    }
  };

  return (
    <TitledCard
      title={t('importExport.importTitle')}
      titleId={`${id}-title`}
      titleClassName="font-semibold"
      className="card space-y-3 p-4"
    >
      <form className="flex flex-wrap items-end gap-3" onSubmit={submitHandler(start)}>
        <LabelledChoice
          plain
          labelClassName="flex flex-col gap-1 text-sm"
          label={t('importExport.format')}
          className="input"
          value={format}
          disabled={busy}
          choices={FORMATS}
          choiceLabel={(value) => t(`importExport.formats.${value}`)}
          onChange={(chosen) => {
            setFormat(chosen);
            setStage({ kind: 'idle' });
          }}
        />
        <label className="flex flex-col gap-1 text-sm">
          {t('importExport.file', { accept: IMPORT_FORMATS[format].accept })}
          <input
            type="file"
            className="text-sm"
            accept={IMPORT_FORMATS[format].accept}
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setStage({ kind: 'idle' });
            }}
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={!file || busy}>
          {t('importExport.import')}
        </button>
      </form>
      <p className="text-xs text-slate-500">{t(`importExport.hints.${format}`)}</p>
      <ImportProgress stage={stage} verifies={IMPORT_FORMATS[format].verifies} />
    </TitledCard>
  );
}

function ImportProgress({ stage, verifies }: { stage: Stage; verifies: boolean }) {
  const { t } = useTranslation();
  if (stage.kind === 'idle') return null;
  if (stage.kind === 'uploading') {
    const percent = Math.round(stage.fraction * 100);
    return (
      <div className="space-y-1">
        <p className="text-sm">{t('importExport.uploading', { percent })}</p>
        <progress
          className="w-full"
          max={100}
          value={percent}
          aria-label={t('importExport.uploadProgress')}
        />
      </div>
    );
  }
  if (stage.kind === 'working') {
    return verifies ? (
      <ServerWork progressKey={stage.progressKey} />
    ) : (
      <p className="flex items-center gap-2 text-sm" role="status">
        <Spinner className="h-4 w-4" />
        {t('importExport.working')}
      </p>
    );
  }
  if (stage.kind === 'failed') {
    return (
      <p role="alert" className="whitespace-pre-wrap rounded bg-red-50 p-2 text-sm text-red-700">
        {t('importExport.failed', { message: stage.message })}
      </p>
    );
  }
  if (stage.created.length === 0) {
    return (
      <p role="status" className="text-sm text-green-700">
        {t('importExport.importedNoList')}{' '}
        <Link className="text-blue-700 hover:underline" to="/admin/problems">
          {t('adminProblem.title')}
        </Link>
      </p>
    );
  }
  return <ImportedList created={stage.created} />;
}

/** The server's stage while it builds a package's problem (tests generated, answers written). */
function ServerWork({ progressKey }: { progressKey: string }) {
  const { t } = useTranslation();
  const { data } = useImportProgress(progressKey);
  const counting = data && (data.stage === 'generating' || data.stage === 'answering') && data.total > 0;
  return (
    <div className="space-y-1" role="status">
      <p className="flex items-center gap-2 text-sm">
        <Spinner className="h-4 w-4" />
        {data
          ? t(`importExport.stages.${data.stage}`, { done: data.done, total: data.total })
          : t('importExport.generating')}
      </p>
      {counting ? (
        <progress
          className="w-full"
          max={data.total}
          value={data.done}
          aria-label={t('importExport.serverProgress')}
        />
      ) : null}
    </div>
  );
}
