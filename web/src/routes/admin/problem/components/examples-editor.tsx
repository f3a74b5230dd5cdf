import { useTranslation } from 'react-i18next';
import { MAX_EXAMPLES } from '../problem-draft';
import { Field, FieldError, Section, type SectionProps } from './form-bits';

/** The statement's examples: at most two input/output pairs. */
export function ExamplesEditor({ draft, update, errors }: SectionProps) {
  const { t } = useTranslation();
  const examples = draft.examples;
  const set = (index: number, change: Partial<{ input: string; output: string }>) =>
    update({ examples: examples.map((e, i) => (i === index ? { ...e, ...change } : e)) });
  return (
    <Section title={t('adminProblemForm.examples')}>
      {examples.map((example, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          {/* The visible label names the box; the full name says which example it belongs to. */}
          <Field label={t('adminProblemForm.boxInput')} className="min-w-40 grow">
            <textarea
              className="input h-16 font-mono"
              aria-label={t('adminProblemForm.exampleInput', { n: index + 1 })}
              value={example.input}
              onChange={(event) => set(index, { input: event.target.value })}
            />
          </Field>
          <Field label={t('adminProblemForm.boxOutput')} className="min-w-40 grow">
            <textarea
              className="input h-16 font-mono"
              aria-label={t('adminProblemForm.exampleOutput', { n: index + 1 })}
              value={example.output}
              onChange={(event) => set(index, { output: event.target.value })}
            />
          </Field>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => update({ examples: examples.filter((_, i) => i !== index) })}
          >
            {t('adminProblemForm.removeExample', { n: index + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-sm"
        disabled={examples.length >= MAX_EXAMPLES}
        title={examples.length >= MAX_EXAMPLES ? t('adminProblemForm.errors.examplesMax') : undefined}
        onClick={() => update({ examples: [...examples, { input: '', output: '' }] })}
      >
        {t('adminProblemForm.addExample')}
      </button>
      <FieldError errors={errors} field="examples" />
    </Section>
  );
}
