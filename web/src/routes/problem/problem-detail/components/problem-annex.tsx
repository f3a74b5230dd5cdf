import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/common/copy-button';

/** The Problem Annex tab: the extra files a solution may include. */
export function ProblemAnnex({ files }: { files: [string, string][] }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" data-testid="problem-annex">
      <p className="text-sm text-slate-600">{t('problem.annexHint')}</p>
      {files.map(([name, content]) => (
        <div key={name}>
          <div className="mb-1 flex items-center justify-between">
            <h3 className="font-mono text-sm font-semibold">{name}</h3>
            <CopyButton text={content} />
          </div>
          <pre className="max-h-96 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-xs">
            {content}
          </pre>
        </div>
      ))}
    </div>
  );
}
