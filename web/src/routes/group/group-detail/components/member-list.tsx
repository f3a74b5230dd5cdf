import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_CONSTANTS as L, type Page } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import type { GroupMember } from '@/hooks/api/group';
import '@/i18n/areas/group';

/** A page of a group's member rows (members or applicants): load failure, loading, empty, rows, pager. */
export function MemberList({
  list,
  emptyText,
  page,
  onPageChange,
  renderRow,
}: {
  list: { data?: Page<GroupMember>; error?: unknown };
  emptyText: string;
  page: number;
  onPageChange: (page: number) => void;
  renderRow: (row: GroupMember) => ReactNode;
}) {
  const { t } = useTranslation();
  const records = list.data?.records ?? [];
  return (
    <>
      {list.error && !list.data ? (
        <p role="alert" className="py-6 text-center text-sm text-slate-600">
          {t('groupPage.member.loadFailed')}
        </p>
      ) : !list.data ? (
        <PageLoading />
      ) : records.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-slate-100">{records.map(renderRow)}</ul>
      )}
      <Pagination
        page={page}
        pageSize={L.memberPageSize}
        total={list.data?.total ?? 0}
        onPageChange={onPageChange}
      />
    </>
  );
}
