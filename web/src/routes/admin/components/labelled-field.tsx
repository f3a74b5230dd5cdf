/** A control with its caption inside one label, so the caption is the control's accessible name. */
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { ChoiceSelect } from './choice-select';

const CAPTION_CLASS = 'mb-1 block font-medium text-slate-700';

interface CaptionProps {
  label: ReactNode;
  /**
   * The caption as the label's own plain text, the control set apart by its own top margin
   * (dialogs); without it the caption is a bold line above the control (forms).
   */
  plain?: boolean;
  /** Classes of the label; "block text-sm" when omitted. */
  labelClassName?: string;
}

/** A caption and the control it names. */
export function LabelledField({
  label,
  plain,
  labelClassName = 'block text-sm',
  children,
}: CaptionProps & { children: ReactNode }) {
  return (
    <label className={labelClassName}>
      {plain ? label : <span className={CAPTION_CLASS}>{label}</span>}
      {children}
    </label>
  );
}

/** A field of a dialog: the caption as plain text, a gap below the field. */
export const DIALOG_FIELD = { plain: true, labelClassName: 'mb-3 block text-sm' } as const;

/** The box's classes when the caller gives none: below a plain caption it keeps its distance. */
const boxClass = (plain: boolean | undefined) => (plain ? 'input mt-1' : 'input');

interface LabelledInputProps
  extends CaptionProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string | number;
  /** Gets the box's text on every change. */
  onChange: (value: string) => void;
}

/** A labelled text box; `onChange` gets the text. */
export function LabelledInput({
  label,
  plain,
  labelClassName,
  className,
  onChange,
  ...input
}: LabelledInputProps) {
  return (
    <LabelledField label={label} plain={plain} labelClassName={labelClassName}>
      <input
        className={className ?? boxClass(plain)}
        {...input}
        onChange={(event) => onChange(event.target.value)}
      />
    </LabelledField>
  );
}

interface LabelledTextAreaProps
  extends CaptionProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled multi-line box; `onChange` gets the text. */
export function LabelledTextArea({ label, plain, labelClassName, onChange, ...area }: LabelledTextAreaProps) {
  return (
    <LabelledField label={label} plain={plain} labelClassName={labelClassName}>
      <textarea {...area} onChange={(event) => onChange(event.target.value)} />
    </LabelledField>
  );
}

type ChoiceProps<Choice extends string | number> = Parameters<typeof ChoiceSelect<Choice>>[0];

/** A labelled select of a fixed list of values. */
export function LabelledChoice<Choice extends string | number>({
  label,
  plain,
  labelClassName,
  className,
  ...select
}: CaptionProps & ChoiceProps<Choice>) {
  return (
    <LabelledField label={label} plain={plain} labelClassName={labelClassName}>
      <ChoiceSelect className={className ?? boxClass(plain)} {...select} />
    </LabelledField>
  );
}
