import { useState } from 'react';

interface SearchFieldProps {
  /** Names the box for screen readers; also its placeholder unless `placeholder` says otherwise. */
  label: string;
  placeholder?: string;
  /** Gets the trimmed text on Enter; lists usually go back to page 1 here. */
  onSearch: (text: string) => void;
  /** "search" makes the box a searchbox (role) with the browser's clear button. */
  type?: 'text' | 'search';
  className?: string;
}

/**
 * A one-box search form: the text typed is kept here and only reaches the list on Enter, so a
 * list does not reload on every keystroke.
 */
export function SearchField({
  label,
  placeholder = label,
  onSearch,
  type,
  className = 'input w-56 max-w-full',
}: SearchFieldProps) {
  const [keyword, setKeyword] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword.trim());
      }}
    >
      <input
        className={className}
        type={type}
        value={keyword}
        aria-label={label}
        placeholder={placeholder}
        onChange={(event) => setKeyword(event.target.value)}
      />
    </form>
  );
}
