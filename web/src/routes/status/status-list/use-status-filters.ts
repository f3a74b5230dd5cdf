import { useSearchParams } from 'react-router-dom';
import { readStorage, StorageKey, writeStorage } from '@/lib/storage';

/** Page size 15; group filter -2 all records, -1 my campus, else a group id. */
export const STATUS_PAGE_SIZE = 15;
export const GROUP_FILTER_ALL = -2;
export const GROUP_FILTER_CAMPUS = -1;

export interface StatusFilters {
  currentPage: number;
  onlyMine: boolean;
  status: number | null;
  username: string;
  problemID: string;
  gid: number;
}

/**
 * Filters live in the URL (/status?username&status&onlyMine&problemID&gid); the group choice is
 * remembered. A group's own list passes its `fixedGid`: no group choice then, nothing remembered.
 */
export function useStatusFilters(
  fixedGid?: number,
): [StatusFilters, (patch: Partial<StatusFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const gidParam = params.get('gid');
  const filters: StatusFilters = {
    currentPage: Math.max(1, Number(params.get('currentPage') ?? 1) || 1),
    onlyMine: params.get('onlyMine') === 'true',
    status: status === null || status === '' ? null : Number(status),
    username: params.get('username') ?? '',
    problemID: params.get('problemID') ?? '',
    gid:
      fixedGid ??
      (gidParam !== null ? Number(gidParam) : readStorage(StorageKey.statusGroupFilter, GROUP_FILTER_ALL)),
  };
  const update = (patch: Partial<StatusFilters>) => {
    const next = { ...filters, currentPage: 1, ...patch };
    if (fixedGid === undefined && patch.gid !== undefined)
      writeStorage(StorageKey.statusGroupFilter, patch.gid);
    const out = new URLSearchParams();
    if (next.onlyMine) out.set('onlyMine', 'true');
    if (next.status !== null) out.set('status', String(next.status));
    if (next.username) out.set('username', next.username);
    if (next.problemID) out.set('problemID', next.problemID);
    if (fixedGid === undefined && next.gid !== GROUP_FILTER_ALL) out.set('gid', String(next.gid));
    if (next.currentPage > 1) out.set('currentPage', String(next.currentPage));
    setParams(out);
  };
  return [filters, update];
}
