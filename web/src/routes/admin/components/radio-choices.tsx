import type { ReactNode } from 'react';

interface RadioChoicesProps<Choice extends string | number | boolean> {
  /** Ties the radios together; unique on the page. */
  name: string;
  value: Choice;
  /** The options, in the order shown. */
  choices: readonly Choice[];
  /** What an option shows. */
  choiceLabel: (choice: Choice) => ReactNode;
  onChange: (choice: Choice) => void;
  /** Classes of each option's label. */
  optionClassName: string;
}

/** One radio per value, each inside its caption's label; the caller frames the group. */
export function RadioChoices<Choice extends string | number | boolean>({
  name,
  value,
  choices,
  choiceLabel,
  onChange,
  optionClassName,
}: RadioChoicesProps<Choice>) {
  return (
    <>
      {choices.map((choice) => (
        <label key={String(choice)} className={optionClassName}>
          <input type="radio" name={name} checked={value === choice} onChange={() => onChange(choice)} />
          {choiceLabel(choice)}
        </label>
      ))}
    </>
  );
}
