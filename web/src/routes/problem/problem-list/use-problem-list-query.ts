import { useSearchParams } from 'react-router-dom';
import { readStorage, StorageKey, writeStorage } from '@/lib/storage';
import type { ProblemListQuery } from '@/hooks/api/problem';

/** The problem list shows 30 rows by default. */
export const DEFAULT_PROBLEM_PAGE_SIZE = 30;

/** The list filters live in the URL so a filtered list can be shared and survives reload. */
export function useProblemListQuery(): [ProblemListQuery, (patch: Partial<ProblemListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const difficulty = params.get('difficulty');
  const query: ProblemListQuery = {
    keyword: params.get('keyword') ?? '',
    difficulty: difficulty === null || difficulty === '' ? null : Number(difficulty),
    tagId: (params.get('tagId') ?? '').split(',').filter(Boolean).map(Number),
    currentPage: Math.max(1, Number(params.get('currentPage') ?? 1) || 1),
    limit:
      Number(params.get('limit')) || readStorage(StorageKey.problemListPageSize, DEFAULT_PROBLEM_PAGE_SIZE),
  };
  const update = (patch: Partial<ProblemListQuery>) => {
    const next = { ...query, ...patch };
    if (patch.limit) writeStorage(StorageKey.problemListPageSize, patch.limit);
    const out = new URLSearchParams();
    if (next.keyword) out.set('keyword', next.keyword);
    if (next.difficulty !== null && next.difficulty !== undefined)
      out.set('difficulty', String(next.difficulty));
    if (next.tagId && next.tagId.length > 0) out.set('tagId', next.tagId.join(','));
    if (next.currentPage > 1) out.set('currentPage', String(next.currentPage));
    if (next.limit !== DEFAULT_PROBLEM_PAGE_SIZE) out.set('limit', String(next.limit));
    setParams(out);
  };
  return [query, update];
}
