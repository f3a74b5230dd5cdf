import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@/hooks/api/admin-user';
import { formatDateTime } from '@/lib/format';
import { AdminRowActions } from '../../components/admin-row-actions';
import { type AdminColumn, AdminTable } from '../../components/admin-table';

interface UserTableProps {
  users: AdminUser[];
  /** The admin's own row can be edited but not selected or deleted. */
  myUid: string | undefined;
  selected: string[];
  onSelect: (uids: string[]) => void;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function UserTable({ users, myUid, selected, onSelect, onEdit, onDelete }: UserTableProps) {
  const { t } = useTranslation();
  const selectable = users.filter((user) => user.uid !== myUid).map((user) => user.uid);
  const allSelected = selectable.length > 0 && selectable.every((uid) => selected.includes(uid));
  const toggle = (uid: string, on: boolean) =>
    onSelect(on ? [...selected, uid] : selected.filter((one) => one !== uid));
  const columns: AdminColumn<AdminUser>[] = [
    {
      header: (
        <input
          type="checkbox"
          aria-label={t('adminUsers.selectAll')}
          checked={allSelected}
          onChange={(event) => onSelect(event.target.checked ? selectable : [])}
        />
      ),
      headerClassName: 'py-2 pr-2',
      className: 'py-2 pr-2',
      cell: (user) =>
        user.uid === myUid ? null : (
          <input
            type="checkbox"
            aria-label={t('adminUsers.select', { username: user.username })}
            checked={selected.includes(user.uid)}
            onChange={(event) => toggle(user.uid, event.target.checked)}
          />
        ),
    },
    {
      header: t('adminUsers.username'),
      cell: (user) => (
        <>
          {user.username}
          {user.isVip ? <span className="ml-1 text-xs text-amber-600">VIP</span> : null}
          {user.titleName ? (
            <span
              className="ml-1 rounded px-1 text-xs text-white"
              style={{ backgroundColor: user.titleColor ?? '#64748b' }}
            >
              {user.titleName}
            </span>
          ) : null}
        </>
      ),
    },
    { header: t('adminUsers.realname'), cell: (user) => user.realname },
    { header: t('adminUsers.email'), cell: (user) => user.email },
    {
      header: t('adminUsers.roleLabel'),
      cell: (user) => t(`adminUsers.role.${user.role}`),
      testId: 'user-role',
    },
    {
      header: t('adminUsers.statusLabel'),
      cell: (user) =>
        user.status === 1 ? (
          <span className="text-red-700">{t('adminUsers.banned')}</span>
        ) : (
          t('adminUsers.normal')
        ),
    },
    {
      header: t('adminUsers.created'),
      cell: (user) => formatDateTime(user.gmtCreate),
      className: 'py-2 whitespace-nowrap',
    },
    {
      header: t('admin.actions'),
      className: 'py-2 whitespace-nowrap',
      cell: (user) => (
        <AdminRowActions
          onEdit={() => onEdit(user)}
          onDelete={user.uid === myUid ? undefined : () => onDelete(user)}
        />
      ),
    },
  ];
  return (
    <AdminTable
      columns={columns}
      rows={users}
      rowKey={(user) => user.uid}
      rowData={(user) => ({ 'data-username': user.username })}
      testId="admin-user-list"
      minWidth="min-w-[760px]"
    />
  );
}
