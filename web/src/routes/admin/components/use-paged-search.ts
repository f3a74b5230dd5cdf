import { useState } from 'react';

/** A searchable paged list's page and search text; a new search starts again at page 1. */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const searchFor = (text: string) => {
    setPage(1);
    setSearch(text);
  };
  return { page, setPage, search, searchFor };
}
