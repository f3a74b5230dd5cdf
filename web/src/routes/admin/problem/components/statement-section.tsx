import { useTranslation } from 'react-i18next';
import { DraftInput, Field, Section, type SectionProps } from './form-bits';
import { MarkdownField } from './markdown-field';

/** The statement parts after the description, each a short markdown box. */
const SHORT_PARTS = ['input', 'output', 'hint', 'answer'] as const;

/** Display id, title and the statement parts (markdown), with the source. */
export function StatementSection({ showDisplayId, ...section }: SectionProps & { showDisplayId: boolean }) {
  const { t } = useTranslation();
  const { draft, update, errors } = section;
  return (
    <Section title={t('adminProblemForm.statement')}>
      <div className="flex flex-wrap gap-3">
        {showDisplayId ? (
          <Field label={t('adminProblemForm.problemId')} className="w-48" errors={errors} field="problemId">
            <DraftInput section={section} field="problemId" error="problemId" />
          </Field>
        ) : null}
        <Field label={t('adminProblemForm.title')} className="min-w-56 grow" errors={errors} field="title">
          <DraftInput section={section} field="title" error="title" />
        </Field>
      </div>
      <MarkdownField
        label={t('adminProblemForm.description')}
        value={draft.description}
        onChange={(description) => update({ description })}
      />
      {SHORT_PARTS.map((part) => (
        <MarkdownField
          key={part}
          label={t(`adminProblemForm.${part}`)}
          value={draft[part]}
          rows={3}
          onChange={(value) => update({ [part]: value })}
        />
      ))}
      <Field label={t('adminProblemForm.source')}>
        <DraftInput section={section} field="source" />
      </Field>
    </Section>
  );
}
