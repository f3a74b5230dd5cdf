import type { ReactNode } from 'react';

interface IdPickerProps<Item extends { id: number }> {
  /** The caption before the select. */
  label: string;
  /** The chosen id; 0 for none. */
  value: number;
  /** The first option, standing for none chosen (0). */
  noneLabel: string;
  /** The none option's value in the page: '' (a required pick) or 0 (a real choice such as "all"). */
  noneValue?: '' | 0;
  items: readonly Item[];
  itemLabel: (item: Item) => ReactNode;
  onChange: (id: number) => void;
  disabled?: boolean;
  /** Classes of the select; "input w-64 max-w-full" when omitted. */
  className?: string;
}

/** A captioned select of records by id (a group, a class), with a first option for none. */
export function IdPicker<Item extends { id: number }>({
  label,
  value,
  noneLabel,
  noneValue = '',
  items,
  itemLabel,
  onChange,
  disabled,
  className = 'input w-64 max-w-full',
}: IdPickerProps<Item>) {
  return (
    <label className="flex flex-wrap items-center gap-2 text-sm">
      {label}
      <select
        className={className}
        value={value || noneValue}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <option value={noneValue}>{noneLabel}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {itemLabel(item)}
          </option>
        ))}
      </select>
    </label>
  );
}
