import { useTranslation } from 'react-i18next';
import { formatLength, formatMemory } from '@/lib/format';
import { emptyCase, isSubtaskMode, type CaseDraft, type ProblemDraft } from '../problem-draft';
import { Field, type UpdateDraft } from './form-bits';

/** One uploaded file: its name, size and first bytes (when the upload of this edit showed them). */
function FilePreview({ name, preview }: { name: string; preview?: { size: number; head: string } }) {
  const { t } = useTranslation();
  if (!preview) return <span className="font-mono">{name}</span>;
  return (
    <details>
      <summary className="cursor-pointer font-mono">
        {name}{' '}
        <span className="text-xs text-slate-500">
          ({preview.size < 1024 ? formatLength(preview.size) : formatMemory(preview.size / 1024)})
        </span>
      </summary>
      <pre
        className="max-h-32 overflow-auto rounded bg-slate-50 p-1 text-xs"
        aria-label={t('adminProblemForm.headOf', { name })}
      >
        {preview.head || t('adminProblemForm.emptyFile')}
      </pre>
    </details>
  );
}

/** The cases of the form: file pairs of a zip, or input/output typed in; score (OI) and group (subtasks). */
export function TestCaseRows({ draft, update }: { draft: ProblemDraft; update: UpdateDraft }) {
  const { t } = useTranslation();
  const upload = draft.caseSource === 'upload';
  const oi = draft.type === 1;
  const subtask = isSubtaskMode(draft.judgeCaseMode);
  const set = (index: number, change: Partial<CaseDraft>) =>
    update({ cases: draft.cases.map((c, i) => (i === index ? { ...c, ...change } : c)) });
  return (
    <div className="space-y-2" data-testid="test-case-rows">
      {draft.cases.map((c, index) => {
        const n = index + 1;
        return (
          <div key={index} className="flex flex-wrap items-end gap-2 border-b border-slate-100 pb-2">
            <span className="w-6 pb-2 text-right text-xs text-slate-500">{n}</span>
            {upload ? (
              <>
                <div className="min-w-40 grow text-sm">
                  <FilePreview name={c.input} preview={draft.preview[c.input]} />
                </div>
                <div className="min-w-40 grow text-sm">
                  <FilePreview name={c.output} preview={draft.preview[c.output]} />
                </div>
              </>
            ) : (
              <>
                {/* The visible label names the box; the full name says which case it belongs to. */}
                <Field label={t('adminProblemForm.boxInput')} className="min-w-40 grow">
                  <textarea
                    className="input h-16 font-mono"
                    aria-label={t('admin.caseInput', { n })}
                    value={c.input}
                    onChange={(event) => set(index, { input: event.target.value })}
                  />
                </Field>
                <Field label={t('adminProblemForm.boxOutput')} className="min-w-40 grow">
                  <textarea
                    className="input h-16 font-mono"
                    aria-label={t('admin.caseOutput', { n })}
                    value={c.output}
                    onChange={(event) => set(index, { output: event.target.value })}
                  />
                </Field>
              </>
            )}
            {oi ? (
              <Field label={t('adminProblemForm.boxScore')} className="w-20">
                <input
                  className="input"
                  type="number"
                  min={0}
                  placeholder={t('adminProblemForm.scoreAuto')}
                  aria-label={t('admin.caseScore', { n })}
                  value={c.score}
                  onChange={(event) => set(index, { score: event.target.value })}
                />
              </Field>
            ) : null}
            {subtask ? (
              <Field label={t('adminProblemForm.boxGroup')} className="w-20">
                <input
                  className="input"
                  type="number"
                  min={1}
                  aria-label={t('adminProblemForm.caseGroup', { n })}
                  value={c.groupNum}
                  onChange={(event) => set(index, { groupNum: event.target.value })}
                />
              </Field>
            ) : null}
            {upload ? null : (
              <button
                type="button"
                className="btn btn-sm"
                disabled={draft.cases.length === 1}
                onClick={() => update({ cases: draft.cases.filter((_, i) => i !== index) })}
              >
                {t('adminProblemForm.removeCase', { n })}
              </button>
            )}
          </div>
        );
      })}
      {upload ? null : (
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => update({ cases: [...draft.cases, emptyCase()] })}
        >
          {t('admin.addCase')}
        </button>
      )}
    </div>
  );
}
