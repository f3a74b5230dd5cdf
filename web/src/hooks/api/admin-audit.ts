/** The audit log of admin actions (`/api/admin/audit`, super admins; read only). */
import useSWR from 'swr';
import type { AuditAction, AuditEntryView, AuditTargetKind, Page } from '@verdict/common';
import type { Query } from '@/lib/api-client';
import type { SwrKey } from '@/lib/swr-keys';

export const AUDIT_PAGE_SIZE = 20;

/** The list's filters as the form holds them; an empty text means "any". */
export interface AuditFilters {
  /** A username or a uid. */
  user: string;
  action: AuditAction | '';
  targetKind: AuditTargetKind | '';
  targetId: string;
  /** Days as `YYYY-MM-DD`; `to` takes the whole day. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  user: '',
  action: '',
  targetKind: '',
  targetId: '',
  from: '',
  to: '',
};

/** The list's query: the page and the filters that are set. */
export function auditQuery(filters: AuditFilters, currentPage: number): Query {
  const set = Object.entries(filters).filter(([, value]) => value.trim() !== '');
  return {
    currentPage,
    limit: AUDIT_PAGE_SIZE,
    ...Object.fromEntries(set.map(([key, value]) => [key, value.trim()])),
  };
}

export const auditKeys = {
  list: (filters: AuditFilters, currentPage: number): SwrKey => [
    '/api/admin/audit',
    auditQuery(filters, currentPage),
  ],
};

export function useAuditLog(filters: AuditFilters, currentPage: number) {
  return useSWR<Page<AuditEntryView>>(auditKeys.list(filters, currentPage), { keepPreviousData: true });
}
