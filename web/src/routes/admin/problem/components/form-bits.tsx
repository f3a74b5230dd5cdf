/** Small building blocks of the problem form: a labelled field with its error, a bound box, a checkbox. */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftErrors, DraftField } from '../check-draft';
import type { ProblemDraft } from '../problem-draft';

export type UpdateDraft = (change: Partial<ProblemDraft>) => void;

export interface SectionProps {
  draft: ProblemDraft;
  update: UpdateDraft;
  errors: DraftErrors;
}

/** The message of a field's error, with an id the field points at (`aria-describedby`). */
export function FieldError({ errors, field }: { errors: DraftErrors; field: DraftField }) {
  const { t } = useTranslation();
  const error = errors[field];
  if (!error) return null;
  return (
    <p
      id={`problem-error-${field}`}
      role="alert"
      className="mt-1 text-xs text-red-700"
      data-testid={`error-${field}`}
    >
      {t(error.key, error.values)}
    </p>
  );
}

export const errorProps = (errors: DraftErrors, field: DraftField) =>
  errors[field] ? { 'aria-invalid': true, 'aria-describedby': `problem-error-${field}` } : {};

/** The draft's fields that a text box writes. */
type TextField = {
  [Key in keyof ProblemDraft]-?: ProblemDraft[Key] extends string ? Key : never;
}[keyof ProblemDraft];

type BoxAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'>;

/** A text box writing one field of the draft, marked invalid while the check `error` names fails. */
export function DraftInput({
  section: { draft, update, errors },
  field,
  error,
  ...input
}: BoxAttributes & { section: SectionProps; field: TextField; error?: DraftField }) {
  return (
    <input
      className="input w-full"
      {...input}
      value={draft[field]}
      {...(error ? errorProps(errors, error) : {})}
      onChange={(event) => update({ [field]: event.target.value })}
    />
  );
}

/** A labelled control; its error (if `field` is given) sits after the label, so it is not part of the name. */
export function Field({
  label,
  children,
  className = '',
  errors,
  field,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  errors?: DraftErrors;
  field?: DraftField;
}) {
  return (
    <div className={className}>
      <label className="block text-sm">
        <span className="mb-0.5 block font-medium text-slate-700">{label}</span>
        {children}
      </label>
      {errors && field ? <FieldError errors={errors} field={field} /> : null}
    </div>
  );
}

export function Check({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex items-center gap-1.5 text-sm">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

export function Section({
  title,
  children,
  testId,
}: {
  title: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <fieldset className="space-y-3 rounded border border-slate-200 p-3" data-testid={testId}>
      <legend className="px-1 text-sm font-semibold text-slate-800">{title}</legend>
      {children}
    </fieldset>
  );
}
