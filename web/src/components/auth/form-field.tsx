import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** i18n key of the error, or a server message as is. */
  error?: string | null;
  suffix?: ReactNode;
}

export function FormField({ label, error, suffix, id, ...input }: FormFieldProps) {
  const { t } = useTranslation();
  const inputId = id ?? `field-${input.name}`;
  return (
    <div className="mb-3">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input id={inputId} className="input" aria-invalid={Boolean(error)} {...input} />
        {suffix}
      </div>
      {error ? <p className="field-error">{t(error, { defaultValue: error })}</p> : null}
    </div>
  );
}
