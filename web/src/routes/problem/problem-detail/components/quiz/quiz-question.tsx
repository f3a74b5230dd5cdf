import { useTranslation } from 'react-i18next';

interface QuizQuestionProps {
  number: number;
  options: string[];
  value: string | undefined;
  onChange: (value: string) => void;
}

export function QuizQuestion({ number, options, value, onChange }: QuizQuestionProps) {
  const { t } = useTranslation();
  return (
    <fieldset
      id={`question-${number}`}
      className="my-3 flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2"
    >
      <legend className="sr-only">{t('quiz.question', { number })}</legend>
      <span className="text-sm font-semibold">{t('quiz.question', { number })}</span>
      {options.map((option) => (
        <label key={option} className="inline-flex items-center gap-1 text-sm">
          <input
            type="radio"
            name={`question-${number}`}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {option}
        </label>
      ))}
    </fieldset>
  );
}
