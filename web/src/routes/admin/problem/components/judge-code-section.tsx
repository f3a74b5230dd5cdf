import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JudgeMode, LANGUAGES } from '@verdict/common';
import { Spinner } from '@/components/ui/spinner';
import { monacoLanguageId } from '@/components/editor/language-id';
import { ApiError } from '@/lib/api-client';
import { ChoiceSelect } from '../../components/choice-select';
import { RadioChoices } from '../../components/radio-choices';
import { useProblemFormEndpoints } from '../problem-form-endpoints';
import { JUDGE_MODES } from '../problem-draft';
import { Field, FieldError, Section, type SectionProps } from './form-bits';

const CodeEditor = lazy(() => import('@/components/editor/code-editor'));
const CHECKER_LANGUAGES = LANGUAGES.filter((language) => language.checkerCapable).map(
  (language) => language.name,
);

type CompileResult = { ok: boolean; text: string } | null;

/**
 * The judge mode and, for a special judge or an interactor, its code in the editor with a
 * Compile button that shows what the judge's compiler said (server compile-spj/compile-interactive).
 */
export function JudgeCodeSection({ draft, update, errors }: SectionProps) {
  const { t } = useTranslation();
  const { compile: compileJudgeCode } = useProblemFormEndpoints();
  const [compiling, setCompiling] = useState(false);
  // The result belongs to the code it was made from: editing the code clears it.
  const [result, setResult] = useState<CompileResult>(null);
  const judged = draft.judgeMode !== JudgeMode.DEFAULT;

  const compile = async () => {
    setCompiling(true);
    setResult(null);
    try {
      await compileJudgeCode(draft.judgeMode === JudgeMode.SPJ ? 'spj' : 'interactive', {
        code: draft.spjCode,
        language: draft.spjLanguage,
        ...(draft.id ? { pid: draft.id } : {}),
        ...(draft.judgeExtraFiles.length > 0
          ? { extraFiles: Object.fromEntries(draft.judgeExtraFiles) }
          : {}),
      });
      setResult({ ok: true, text: t('adminProblemForm.compiled') });
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setResult({ ok: false, text: failure.message });
    } finally {
      setCompiling(false);
    }
  };

  return (
    <Section title={t('adminProblemForm.judgeMode')} testId="judge-mode-section">
      <div role="radiogroup" aria-label={t('adminProblemForm.judgeMode')} className="flex flex-wrap gap-4">
        <RadioChoices
          name="judgeMode"
          optionClassName="inline-flex items-center gap-1.5 text-sm"
          value={draft.judgeMode}
          choices={JUDGE_MODES}
          choiceLabel={(mode) => t(`adminProblemForm.mode.${mode}`)}
          onChange={(judgeMode) => {
            setResult(null);
            update({ judgeMode });
          }}
        />
      </div>
      {judged ? (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <Field label={t('adminProblemForm.judgeLanguage')}>
              <ChoiceSelect
                className="input"
                value={draft.spjLanguage}
                choices={CHECKER_LANGUAGES}
                choiceLabel={(name) => name}
                onChange={(spjLanguage) => update({ spjLanguage })}
              />
            </Field>
            <button
              type="button"
              className="btn"
              disabled={compiling || !draft.spjCode.trim()}
              onClick={() => void compile()}
            >
              {compiling ? <Spinner className="h-4 w-4" /> : null}
              {t('adminProblemForm.compile')}
            </button>
          </div>
          <div
            className="h-72 overflow-hidden rounded border border-slate-300"
            aria-label={t(
              draft.judgeMode === JudgeMode.SPJ
                ? 'adminProblemForm.spjCode'
                : 'adminProblemForm.interactorCode',
            )}
            role="group"
            data-testid="judge-code-editor"
          >
            <Suspense fallback={<Spinner />}>
              <CodeEditor
                value={draft.spjCode}
                onChange={(spjCode) => {
                  setResult(null);
                  update({ spjCode });
                }}
                language={monacoLanguageId(draft.spjLanguage)}
                theme="vs"
                fontSize={13}
                tabSize={4}
                hints={false}
              />
            </Suspense>
          </div>
          <FieldError errors={errors} field="spjCode" />
          {result ? (
            <div
              role="status"
              data-testid="compile-result"
              className={`rounded border p-2 text-sm ${result.ok ? 'border-green-300 bg-green-50 text-green-800' : 'border-red-300 bg-red-50 text-red-800'}`}
            >
              {result.ok ? (
                result.text
              ) : (
                <pre className="overflow-x-auto whitespace-pre-wrap font-mono text-xs">{result.text}</pre>
              )}
            </div>
          ) : null}
        </>
      ) : null}
    </Section>
  );
}
