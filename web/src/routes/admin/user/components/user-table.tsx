import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@/hooks/api/admin-user';
import { formatDateTime } from '@/lib/format';

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
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[760px] text-sm" data-testid="admin-user-list">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="py-2 pr-2">
              <input
                type="checkbox"
                aria-label={t('adminUsers.selectAll')}
                checked={allSelected}
                onChange={(event) => onSelect(event.target.checked ? selectable : [])}
              />
            </th>
            <th className="py-2">{t('adminUsers.username')}</th>
            <th className="py-2">{t('adminUsers.realname')}</th>
            <th className="py-2">{t('adminUsers.email')}</th>
            <th className="py-2">{t('adminUsers.roleLabel')}</th>
            <th className="py-2">{t('adminUsers.statusLabel')}</th>
            <th className="py-2">{t('adminUsers.created')}</th>
            <th className="py-2">{t('admin.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.uid} className="border-b border-slate-100" data-username={user.username}>
              <td className="py-2 pr-2">
                {user.uid === myUid ? null : (
                  <input
                    type="checkbox"
                    aria-label={t('adminUsers.select', { username: user.username })}
                    checked={selected.includes(user.uid)}
                    onChange={(event) => toggle(user.uid, event.target.checked)}
                  />
                )}
              </td>
              <td className="py-2">
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
              </td>
              <td className="py-2">{user.realname}</td>
              <td className="py-2">{user.email}</td>
              <td className="py-2" data-testid="user-role">
                {t(`adminUsers.role.${user.role}`)}
              </td>
              <td className="py-2">
                {user.status === 1 ? (
                  <span className="text-red-700">{t('adminUsers.banned')}</span>
                ) : (
                  t('adminUsers.normal')
                )}
              </td>
              <td className="py-2 whitespace-nowrap">{formatDateTime(user.gmtCreate)}</td>
              <td className="py-2 whitespace-nowrap">
                <button type="button" className="btn btn-sm mr-1" onClick={() => onEdit(user)}>
                  {t('admin.edit')}
                </button>
                {user.uid === myUid ? null : (
                  <button type="button" className="btn btn-sm btn-danger" onClick={() => onDelete(user)}>
                    {t('admin.delete')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
