import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a picker needs of a problem: its number, the id people see, and its title. */
export interface PickableProblem {
  id: number;
  problemId: string;
  title: string;
}

/** Lookups wait for this pause in typing, so a word typed fast is one request, not one per key. */
const PICKER_SEARCH_DELAY_MS = 250;

export interface ProblemPickerProps {
  label: string;
  value: PickableProblem | null;
  onChange: (problem: PickableProblem | null) => void;
  /** Gets what was typed, trimmed, once typing pauses; the caller looks it up and passes `matches`. */
  onSearch: (keyword: string) => void;
  /** The problems matching the last search; undefined while it loads. */
  matches: PickableProblem[] | undefined;
  /** The last search failed. */
  failed?: boolean;
  testId?: string;
}

const PANEL = 'absolute z-20 mt-1 w-80 max-w-[90vw] rounded-md border border-slate-200 bg-white shadow-lg';

const describe = (problem: PickableProblem | null) =>
  problem ? `${problem.problemId} ${problem.title}` : '';

/**
 * Finds a problem by the id people see or its title, with results as you type: arrow keys move
 * through them, Enter picks one, Escape closes the list.
 */
export function ProblemPicker({
  label,
  value,
  onChange,
  onSearch,
  matches,
  failed = false,
  testId,
}: ProblemPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(() => onSearch(typed.trim()), PICKER_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);
  const status = failed
    ? t('problemPicker.failed')
    : matches === undefined
      ? t('problemPicker.searching')
      : matches.length === 0
        ? t('problemPicker.none')
        : null;
  return (
    <Field className="relative text-sm">
      <Label className="block">{label}</Label>
      <Combobox
        value={value}
        by="id"
        immediate
        onChange={(problem: PickableProblem | null) => {
          onChange(problem);
          setTyped(null);
        }}
        onClose={() => setTyped(null)}
      >
        {({ open }) => (
          <>
            <ComboboxInput
              className="input w-72 max-w-full"
              data-testid={testId}
              placeholder={t('problemPicker.placeholder')}
              autoComplete="off"
              displayValue={describe}
              onChange={(event) => setTyped(event.target.value)}
            />
            {open && status ? (
              <p className={`${PANEL} px-3 py-2 text-slate-500`} role="status">
                {status}
              </p>
            ) : null}
            {/* Not modal: the rest of the form (its label too) stays readable while the list is open. */}
            <ComboboxOptions
              modal={false}
              className={`${PANEL} max-h-64 overflow-y-auto py-1 empty:hidden`}
              data-testid={testId ? `${testId}-options` : undefined}
            >
              {status
                ? null
                : matches?.map((problem) => (
                    <ComboboxOption
                      key={problem.id}
                      value={problem}
                      className="flex cursor-pointer gap-2 px-3 py-1.5 data-[focus]:bg-blue-100 data-[selected]:font-semibold"
                    >
                      <span className="font-mono">{problem.problemId}</span>{' '}
                      <span className="truncate">{problem.title}</span>
                    </ComboboxOption>
                  ))}
            </ComboboxOptions>
          </>
        )}
      </Combobox>
    </Field>
  );
}
