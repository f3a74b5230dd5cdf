import { useState } from 'react';

interface SearchFieldProps {
  /** Names the box for screen readers; also its placeholder unless `placeholder` says otherwise. */
  label: string;
  placeholder?: string;
  /** Gets the trimmed text on Enter; lists usually go back to page 1 here. */
  onSearch: (text: string) => void;
  /** The text shown first, e.g. the keyword a list's address holds. */
  initial?: string;
  /** "search" makes the box a searchbox (role) with the browser's clear button. */
  type?: 'text' | 'search';
  maxLength?: number;
  /** Adds a submit button with this text beside the box. */
  submitLabel?: string;
  className?: string;
  formClassName?: string;
  testId?: string;
}

/**
 * A one-box search form: the text typed is kept here and only reaches the list on Enter, so a
 * list does not reload on every keystroke.
 */
export function SearchField({
  label,
  placeholder = label,
  onSearch,
  initial = '',
  type,
  maxLength,
  submitLabel,
  className = 'input w-56 max-w-full',
  formClassName,
  testId,
}: SearchFieldProps) {
  const [keyword, setKeyword] = useState(initial);
  return (
    <form
      role="search"
      className={formClassName}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword.trim());
      }}
    >
      <input
        className={className}
        type={type}
        value={keyword}
        maxLength={maxLength}
        aria-label={label}
        placeholder={placeholder}
        data-testid={testId}
        onChange={(event) => setKeyword(event.target.value)}
      />
      {submitLabel ? (
        <button type="submit" className="btn">
          {submitLabel}
        </button>
      ) : null}
    </form>
  );
}
