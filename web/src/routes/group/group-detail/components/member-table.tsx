import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Avatar } from '@/components/common/avatar';
import { confirmAction } from '@/components/ui/confirm';
import { SearchField } from '@/components/ui/search-field';
import { removeGroupMember, updateGroupMember, useGroupMembers, type GroupMember } from '@/hooks/api/group';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/stores/ui';
import { canEditMember, canRemoveMember, grantableAuths } from '../../group-rules';
import { useGroup } from '../group-context';
import { memberAuthKey } from './member-auth-label';
import { MemberList } from './member-list';
import { useMemberAction } from './use-member-action';
import '@/i18n/areas/group';

/**
 * The members (auth 3-5). Group admins also change a member's auth and remove members, where
 * allowed: rows ranked below them, everyone but the owner for the owner and super admins.
 */
export function MemberTable({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { group, viewer, isAdmin } = useGroup();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const list = useGroupMembers(group.id, page, keyword || undefined);
  const records = list.data?.records ?? [];
  const grantable = grantableAuths(viewer);
  const { busy, act } = useMemberAction(() => {
    void list.mutate();
    onChanged();
  });
  const changeAuth = (row: GroupMember, auth: number) =>
    act(row.uid, async () => {
      await updateGroupMember(group.id, row.uid, auth);
      toast('success', t('message.updateSuccessfully'));
    });
  const remove = async (row: GroupMember) => {
    if (!(await confirmAction(t('groupPage.member.removeConfirm', { username: row.username })))) return;
    await act(row.uid, async () => {
      const { disbanded } = await removeGroupMember(group.id, row.uid);
      toast('success', t('groupPage.deleted'));
      if (disbanded) void navigate('/group');
      else if (records.length === 1 && page > 1) setPage(page - 1);
    });
  };

  return (
    <section className="card p-4" data-testid="group-members">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto font-semibold">{t('groupPage.tab.member')}</h2>
        <SearchField
          type="search"
          label={t('groupPage.member.search')}
          className="input w-full sm:w-56"
          onSearch={(text) => {
            setKeyword(text);
            setPage(1);
          }}
        />
      </div>
      <MemberList
        list={list}
        emptyText={t('groupPage.member.empty')}
        page={page}
        onPageChange={setPage}
        renderRow={(row) => {
          const editable = isAdmin && canEditMember(viewer, row, group.uid);
          const removable = isAdmin && canRemoveMember(viewer, row, group.uid);
          const options = grantable.includes(row.auth) ? grantable : [row.auth, ...grantable];
          return (
            <li
              key={row.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2 text-sm"
              data-testid="group-member"
              data-username={row.username}
            >
              <Avatar src={row.avatar} name={row.username} size={32} />
              <div className="min-w-0 flex-1 basis-40">
                <p className="truncate font-medium">
                  {row.username}
                  {row.uid === group.uid ? (
                    <span className="ml-2 rounded bg-blue-100 px-1.5 text-xs text-blue-800">
                      {t('groupPage.owner')}
                    </span>
                  ) : null}
                </p>
                <p className="truncate text-xs text-slate-500">
                  {row.nickname ? `${row.nickname} · ` : ''}
                  {t('groupPage.member.joined')} {formatDateTime(row.gmtModify)}
                </p>
              </div>
              {isAdmin ? (
                <span className="flex items-center gap-2">
                  <select
                    className="input w-auto py-1"
                    aria-label={t('groupPage.member.authOf', { username: row.username })}
                    value={row.auth}
                    disabled={!editable || busy === row.uid}
                    data-testid="group-member-auth"
                    onChange={(event) => void changeAuth(row, Number(event.target.value))}
                  >
                    {options.map((auth) => (
                      <option key={auth} value={auth}>
                        {t(memberAuthKey(auth))}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="btn btn-sm text-red-700"
                    disabled={!removable || busy === row.uid}
                    data-testid="group-member-remove"
                    onClick={() => void remove(row)}
                  >
                    {t('groupPage.member.remove')}
                  </button>
                </span>
              ) : (
                <span className="text-xs text-slate-600" data-testid="group-member-auth-label">
                  {t(memberAuthKey(row.auth))}
                </span>
              )}
            </li>
          );
        }}
      />
    </section>
  );
}
