import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_CONSTANTS as L, type Page } from '@verdict/common';
import type { GroupMember } from '@/hooks/api/group';
import { PagedBody } from './paged-body';
import '@/i18n/areas/group';

/** A page of a group's member rows (members or applicants): load failure, loading, empty, rows, pager. */
export function MemberList({
  list,
  emptyText,
  page,
  onPageChange,
  renderRow,
}: {
  list: { data?: Page<GroupMember>; error?: unknown; mutate: () => unknown };
  emptyText: string;
  page: number;
  onPageChange: (page: number) => void;
  renderRow: (row: GroupMember) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PagedBody
        data={list.data}
        error={list.error}
        failedText={t('groupPage.member.loadFailed')}
        onReload={() => void list.mutate()}
        emptyText={emptyText}
        page={page}
        pageSize={L.memberPageSize}
        onPageChange={onPageChange}
      >
        {(rows) => <ul className="divide-y divide-slate-100">{rows.map(renderRow)}</ul>}
      </PagedBody>
    </>
  );
}
