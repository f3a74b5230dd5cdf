import type { ReactNode, SelectHTMLAttributes } from 'react';

type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>;

interface ChoiceSelectProps<Choice extends string | number> extends SelectAttributes {
  value: Choice;
  /** The options, in the order shown. */
  choices: readonly Choice[];
  /** What an option shows. */
  choiceLabel: (choice: Choice) => ReactNode;
  /** Gets the chosen value with its own type, so a number stays a number. */
  onChange: (choice: Choice) => void;
}

/** A select of a fixed list of values (rules, visibilities, modes), one option per value. */
export function ChoiceSelect<Choice extends string | number>({
  value,
  choices,
  choiceLabel,
  onChange,
  ...select
}: ChoiceSelectProps<Choice>) {
  return (
    <select
      {...select}
      value={value}
      onChange={(event) => {
        const choice = choices.find((one) => String(one) === event.target.value);
        if (choice !== undefined) onChange(choice);
      }}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choiceLabel(choice)}
        </option>
      ))}
    </select>
  );
}
