import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** i18n key of the error, or a server message as is. */
  error?: string | null;
  suffix?: ReactNode;
  /** Marks the field Headless UI's dialog focuses first. */
  'data-autofocus'?: boolean;
}

export function FormField({ label, error, suffix, id, ...input }: FormFieldProps) {
  const { t } = useTranslation();
  const inputId = id ?? `field-${input.name}`;
  const errorId = `${inputId}-error`;
  return (
    <div className="mb-3">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          className="input min-w-0"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {suffix}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {t(error, { defaultValue: error })}
        </p>
      ) : null}
    </div>
  );
}
