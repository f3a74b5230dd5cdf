/** Labelled inputs shared by the settings screens (config and switches). */
import { type ChangeEvent, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';

interface FieldProps {
  label: string;
  hint?: string;
  children: (id: string, hintId: string | undefined) => ReactNode;
}

function Field({ label, hint, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="text-sm">
      <label htmlFor={id} className="mb-1 block font-medium text-slate-700">
        {label}
      </label>
      {children(id, hintId)}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  type?: 'text' | 'url' | 'email' | 'password';
  maxLength?: number;
  placeholder?: string;
  multiline?: boolean;
  testId?: string;
}

export function TextField({
  label,
  value,
  onChange,
  hint,
  type = 'text',
  multiline,
  testId,
  ...rest
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {(id, hintId) => {
        const box = {
          id,
          value,
          'aria-describedby': hintId,
          'data-testid': testId,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onChange(event.target.value),
          ...rest,
        };
        return multiline ? (
          <textarea className="input min-h-20 w-full" {...box} />
        ) : (
          <input type={type} className="input w-full" {...box} />
        );
      }}
    </Field>
  );
}

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min: number;
  max: number;
  hint?: string;
  placeholder?: string;
}

/** An empty box gives null (the server's default where the setting allows one). */
export function NumberField({ label, value, onChange, min, max, hint, placeholder }: NumberFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {(id, hintId) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="input w-40"
          min={min}
          max={max}
          step={1}
          value={value ?? ''}
          placeholder={placeholder}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        />
      )}
    </Field>
  );
}

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  hint?: string;
}

export function SwitchField({ label, checked, onChange, hint }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="text-sm">
      <label className="inline-flex items-center gap-2 font-medium text-slate-700">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="ml-6 mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A titled group of fields. */
export function FieldSet({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The form's save button and the error of the last save, read out when it appears. */
export function SaveBar({ saving, error }: { saving: boolean; error: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 pt-2">
      <button type="submit" className="btn btn-primary" disabled={saving} data-testid="settings-save">
        {saving ? t('adminConfig.saving') : t('adminConfig.save')}
      </button>
      <p role="alert" className="text-sm text-red-700" data-testid="settings-error">
        {error}
      </p>
    </div>
  );
}

/** A settings tab's form once its data is there (an SWR answer); until then, the note of SettingsLoadState. */
export function LoadedSettings<Data>({
  answer,
  children,
}: {
  answer: { data?: Data; error?: unknown; mutate: () => unknown };
  children: (data: Data) => ReactNode;
}) {
  if (answer.data) return <>{children(answer.data)}</>;
  return <SettingsLoadState error={answer.error} onRetry={() => void answer.mutate()} />;
}

/** What a settings tab shows until its data is there. */
export function SettingsLoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return error ? (
    <LoadError variant="inline" error={error} onRetry={onRetry} title={t('adminConfig.loadFailed')} />
  ) : (
    <p className="text-sm text-slate-500">{t('adminConfig.loading')}</p>
  );
}
