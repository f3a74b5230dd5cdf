import { useTranslation } from 'react-i18next';
import { errorProps, Field, Section, type SectionProps } from './form-bits';
import { MarkdownField } from './markdown-field';

/** Display id, title and the statement parts (markdown), with the source. */
export function StatementSection({
  draft,
  update,
  errors,
  showDisplayId,
}: SectionProps & { showDisplayId: boolean }) {
  const { t } = useTranslation();
  return (
    <Section title={t('adminProblemForm.statement')}>
      <div className="flex flex-wrap gap-3">
        {showDisplayId ? (
          <Field label={t('adminProblemForm.problemId')} className="w-48" errors={errors} field="problemId">
            <input
              className="input w-full"
              value={draft.problemId}
              {...errorProps(errors, 'problemId')}
              onChange={(event) => update({ problemId: event.target.value })}
            />
          </Field>
        ) : null}
        <Field label={t('adminProblemForm.title')} className="min-w-56 grow" errors={errors} field="title">
          <input
            className="input w-full"
            value={draft.title}
            {...errorProps(errors, 'title')}
            onChange={(event) => update({ title: event.target.value })}
          />
        </Field>
      </div>
      <MarkdownField
        label={t('adminProblemForm.description')}
        value={draft.description}
        onChange={(description) => update({ description })}
      />
      <MarkdownField
        label={t('adminProblemForm.input')}
        value={draft.input}
        rows={3}
        onChange={(input) => update({ input })}
      />
      <MarkdownField
        label={t('adminProblemForm.output')}
        value={draft.output}
        rows={3}
        onChange={(output) => update({ output })}
      />
      <MarkdownField
        label={t('adminProblemForm.hint')}
        value={draft.hint}
        rows={3}
        onChange={(hint) => update({ hint })}
      />
      <MarkdownField
        label={t('adminProblemForm.answer')}
        value={draft.answer}
        rows={3}
        onChange={(answer) => update({ answer })}
      />
      <Field label={t('adminProblemForm.source')}>
        <input
          className="input w-full"
          value={draft.source}
          onChange={(event) => update({ source: event.target.value })}
        />
      </Field>
    </Section>
  );
}
