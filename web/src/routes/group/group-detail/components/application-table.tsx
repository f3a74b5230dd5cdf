import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupMemberAuth as A } from '@verdict/common';
import { updateGroupMember, useGroupApplications, type GroupMember } from '@/hooks/api/group';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/stores/ui';
import { useGroup } from '../group-context';
import { memberAuthKey } from './member-auth-label';
import { MemberList } from './member-list';
import { useMemberAction } from './use-member-action';
import '@/i18n/areas/group';

/** Group admins review applications: accept makes a member (auth 3), refuse marks refused (2). */
export function ApplicationTable({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const { group } = useGroup();
  const [page, setPage] = useState(1);
  const list = useGroupApplications(group.id, page, true);
  const records = list.data?.records ?? [];
  const { busy, act } = useMemberAction(() => {
    void list.mutate();
    onChanged();
  });
  const decide = (row: GroupMember, auth: number) =>
    act(row.uid, async () => {
      await updateGroupMember(group.id, row.uid, auth);
      toast('success', t(auth === A.MEMBER ? 'groupPage.member.accepted' : 'groupPage.member.refusedOk'));
      if (records.length === 1 && page > 1) setPage(page - 1);
    });
  return (
    <section className="card p-4" data-testid="group-applications">
      <h2 className="mb-3 font-semibold">{t('groupPage.member.applications')}</h2>
      <MemberList
        list={list}
        emptyText={t('groupPage.member.noApplications')}
        page={page}
        onPageChange={setPage}
        renderRow={(row) => (
          <li
            key={row.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
            data-testid="group-application"
            data-username={row.username}
          >
            <span className="font-medium">{row.username}</span>
            <span className="text-xs text-slate-500">{t(memberAuthKey(row.auth))}</span>
            <span className="text-xs text-slate-500">{formatDateTime(row.gmtCreate)}</span>
            <p
              className="w-full text-slate-700 break-words sm:order-last"
              data-testid="group-application-reason"
            >
              {row.reason || '—'}
            </p>
            <span className="ml-auto flex gap-2">
              <button
                type="button"
                className="btn btn-sm btn-primary"
                disabled={busy === row.uid}
                data-testid="group-application-accept"
                onClick={() => void decide(row, A.MEMBER)}
              >
                {t('groupPage.member.accept')}
              </button>
              <button
                type="button"
                className="btn btn-sm"
                disabled={busy === row.uid || row.auth === A.REFUSED}
                data-testid="group-application-refuse"
                onClick={() => void decide(row, A.REFUSED)}
              >
                {t('groupPage.member.refuse')}
              </button>
            </span>
          </li>
        )}
      />
    </section>
  );
}
