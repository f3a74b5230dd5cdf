import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';
import { useLanguages } from '@/hooks/api/problem';
import { Check, FieldError, Section, type SectionProps } from './form-bits';

/** The languages a problem accepts, and per language an optional code template shown to students. */
export function LanguagesSection({ draft, update, errors }: SectionProps) {
  const { t } = useTranslation();
  const { data: languages, error, mutate } = useLanguages();
  if (error && !languages) {
    return (
      <LoadError
        variant="inline"
        error={error}
        onRetry={() => void mutate()}
        title={t('adminProblemForm.languagesFailed')}
      />
    );
  }
  const all = languages ?? [];
  const chosen = new Set(draft.languages);
  const toggle = (name: string, on: boolean) =>
    update({ languages: on ? [...draft.languages, name] : draft.languages.filter((n) => n !== name) });
  const templateOf = (lid: number) => draft.codeTemplates.find((template) => template.lid === lid);
  const setTemplate = (lid: number, change: { code?: string; status?: boolean }) => {
    const current = templateOf(lid) ?? { lid, code: '', status: false };
    const next = { ...current, ...change };
    update({
      codeTemplates: templateOf(lid)
        ? draft.codeTemplates.map((template) => (template.lid === lid ? next : template))
        : [...draft.codeTemplates, next],
    });
  };
  return (
    <Section title={t('adminProblemForm.languages')} testId="languages-section">
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <Check
          label={t('adminProblemForm.allLanguages')}
          checked={all.length > 0 && all.every((language) => chosen.has(language.name))}
          onChange={(on) => update({ languages: on ? all.map((language) => language.name) : [] })}
        />
        {all.map((language) => (
          <Check
            key={language.id}
            label={language.name}
            checked={chosen.has(language.name)}
            onChange={(on) => toggle(language.name, on)}
          />
        ))}
      </div>
      <FieldError errors={errors} field="languages" />
      <details>
        <summary className="cursor-pointer text-sm font-medium">
          {t('adminProblemForm.codeTemplates')}
        </summary>
        <div className="mt-2 space-y-2">
          {all
            .filter((language) => chosen.has(language.name))
            .map((language) => {
              const template = templateOf(language.id);
              return (
                <div key={language.id} className="space-y-1">
                  <Check
                    label={t('adminProblemForm.templateFor', { language: language.name })}
                    checked={template?.status ?? false}
                    onChange={(status) => setTemplate(language.id, { status })}
                  />
                  {template?.status ? (
                    <textarea
                      className="input h-28 w-full font-mono text-xs"
                      aria-label={t('adminProblemForm.templateFor', { language: language.name })}
                      value={template.code}
                      onChange={(event) => setTemplate(language.id, { code: event.target.value })}
                    />
                  ) : null}
                </div>
              );
            })}
        </div>
      </details>
      <FieldError errors={errors} field="codeTemplates" />
    </Section>
  );
}
