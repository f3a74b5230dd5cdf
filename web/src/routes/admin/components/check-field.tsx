import type { ReactNode } from 'react';

interface CheckFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Classes of the label; "inline-flex items-center gap-2 text-sm" when omitted. */
  className?: string;
}

/** A checkbox with its caption after it, both inside one label. */
export function CheckField({
  label,
  checked,
  onChange,
  className = 'inline-flex items-center gap-2 text-sm',
}: CheckFieldProps) {
  return (
    <label className={className}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
