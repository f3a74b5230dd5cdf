import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedSearch } from './use-paged-search';

describe('usePagedSearch', () => {
  it('starts a new search again at page 1', () => {
    const { result } = renderHook(() => usePagedSearch());
    act(() => result.current.setPage(4));
    expect(result.current.page).toBe(4);
    act(() => result.current.searchFor('a plus b'));
    expect(result.current).toMatchObject({ page: 1, search: 'a plus b' });
  });
});
