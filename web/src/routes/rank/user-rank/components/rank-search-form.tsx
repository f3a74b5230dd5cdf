import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/ui/search-field';
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
  return (
    <SearchField
      label={t('userRank.search')}
      type="search"
      initial={initial}
      formClassName={className}
      className={inputClassName}
      onSearch={onSearch}
    />
  );
}
