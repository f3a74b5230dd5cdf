import { useTranslation } from 'react-i18next';
import { FieldError, Section, type SectionProps } from './form-bits';

type Files = [string, string][];

function FileList({
  label,
  files,
  onChange,
}: {
  label: string;
  files: Files;
  onChange: (files: Files) => void;
}) {
  const { t } = useTranslation();
  const set = (index: number, name: string, content: string) =>
    onChange(files.map((file, i) => (i === index ? [name, content] : file)));
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      {files.map(([name, content], index) => (
        <div key={index} className="flex flex-wrap items-start gap-2">
          <input
            className="input w-48"
            aria-label={t('adminProblemForm.extraFileName', { list: label, n: index + 1 })}
            placeholder={t('adminProblemForm.fileName')}
            value={name}
            onChange={(event) => set(index, event.target.value, content)}
          />
          <textarea
            className="input h-20 min-w-56 grow font-mono text-xs"
            aria-label={t('adminProblemForm.extraFileContent', { list: label, n: index + 1 })}
            value={content}
            onChange={(event) => set(index, name, event.target.value)}
          />
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => onChange(files.filter((_, i) => i !== index))}
          >
            {t('admin.remove')}
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-sm" onClick={() => onChange([...files, ['', '']])}>
        {t('adminProblemForm.addFile', { list: label })}
      </button>
    </div>
  );
}

/** Extra files: copied beside the user's program, or beside the checker or interactor. */
export function ExtraFilesEditor({ draft, update, errors }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('adminProblemForm.extraFiles')}>
      <FileList
        label={t('adminProblemForm.userExtraFile')}
        files={draft.userExtraFiles}
        onChange={(userExtraFiles) => update({ userExtraFiles })}
      />
      <FileList
        label={t('adminProblemForm.judgeExtraFile')}
        files={draft.judgeExtraFiles}
        onChange={(judgeExtraFiles) => update({ judgeExtraFiles })}
      />
      <FieldError errors={errors} field="extraFiles" />
    </Section>
  );
}
