import { useTranslation } from 'react-i18next';

interface LanguagePickerProps {
  languages: readonly string[];
  /** Offered by the problem, but by no judge online now: shown disabled, with the reason. */
  withoutJudge?: readonly string[];
  value: string;
  onChange: (language: string) => void;
}

/** The editor's language select; a chosen language that lost its judge gets a hint beside it. */
export function LanguagePicker({ languages, withoutJudge = [], value, onChange }: LanguagePickerProps) {
  const { t } = useTranslation();
  const unjudged = withoutJudge.includes(value);
  return (
    <>
      <select
        className="input w-auto py-1"
        aria-label={t('editor.language')}
        data-testid="language-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {languages.map((language) => {
          const disabled = withoutJudge.includes(language);
          return (
            <option
              key={language}
              value={language}
              disabled={disabled}
              title={disabled ? t('editor.noJudgeHint', { language }) : undefined}
            >
              {disabled ? t('editor.noJudgeOption', { language }) : language}
            </option>
          );
        })}
      </select>
      {unjudged ? (
        <span className="text-xs text-amber-700" role="status" data-testid="language-no-judge">
          {t('editor.noJudgeHint', { language: value })}
        </span>
      ) : null}
    </>
  );
}
