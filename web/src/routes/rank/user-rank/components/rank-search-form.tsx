import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/i18n/areas/rank';

interface RankSearchFormProps {
  initial?: string;
  onSearch: (keyword: string) => void;
  className?: string;
  inputClassName?: string;
}

/** The rank's user search; it asks on submit, not on every key. */
export function RankSearchForm({
  initial,
  onSearch,
  className,
  inputClassName = 'input w-64 max-w-full',
}: RankSearchFormProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(initial ?? '');
  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword.trim());
      }}
    >
      <input
        className={inputClassName}
        type="search"
        value={keyword}
        placeholder={t('userRank.search')}
        aria-label={t('userRank.search')}
        onChange={(event) => setKeyword(event.target.value)}
      />
    </form>
  );
}
