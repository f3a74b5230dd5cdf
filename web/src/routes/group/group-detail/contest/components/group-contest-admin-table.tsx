import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeGroupContestVisible,
  deleteGroupContest,
  GROUP_CONTEST_PAGE_SIZE,
  useGroupAdminContests,
} from '@/hooks/api/group-contest';
import { formatDateTime } from '@/lib/format';
import { RULE_KEYS, STATUS_KEYS } from '@/routes/contest/contest-labels';
import type { AdminContest } from '@/types/contest';
import { useGroup } from '../../group-context';
import { canManageContest } from '../group-contest-rules';
import { PagedBody } from '../../components/paged-body';
import { useListActions } from '../../components/use-list-actions';
import '@/i18n/areas/group-contest';

export type ContestSection = 'edit' | 'problems' | 'announcements';

interface GroupContestAdminTableProps {
  onCreate: () => void;
  onOpen: (section: ContestSection, cid: number) => void;
  /** After a contest is hidden, shown or deleted (the members' list changes too). */
  onChanged: () => void;
}

/** Group admins: every contest of the group, hidden ones too; the row actions for who may. */
export function GroupContestAdminTable({ onCreate, onOpen, onChanged }: GroupContestAdminTableProps) {
  const { t } = useTranslation();
  const { group, viewer, ...roles } = useGroup();
  const [page, setPage] = useState(1);
  const list = useGroupAdminContests(group.id, page, true);
  const { act, remove: removeRow } = useListActions({ list, page, setPage, onChanged });
  const remove = (contest: AdminContest) =>
    removeRow(
      t('groupContest.contest.deleteConfirm', { title: contest.title }),
      () => deleteGroupContest(contest.id),
      'groupContest.contest.deleted',
    );

  return (
    <section className="card p-4" data-testid="group-contest-admin">
      <div className="mb-3 flex items-center gap-2">
        <h2 className="mr-auto font-semibold">{t('groupContest.contest.manage')}</h2>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="group-contest-create"
          onClick={onCreate}
        >
          + {t('groupContest.contest.create')}
        </button>
      </div>
      <PagedBody
        data={list.data}
        error={list.error}
        failedText={t('groupContest.contest.loadFailed')}
        onReload={() => void list.mutate()}
        emptyText={t('groupContest.contest.empty')}
        page={page}
        pageSize={GROUP_CONTEST_PAGE_SIZE}
        onPageChange={setPage}
      >
        {(rows) => (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[44rem] text-sm">
              <thead className="text-left text-slate-500">
                <tr>
                  <th className="py-2 pr-2">{t('groupContest.contest.id')}</th>
                  <th className="py-2 pr-2">{t('groupContest.contest.name')}</th>
                  <th className="py-2 pr-2">{t('groupContest.contest.author')}</th>
                  <th className="py-2 pr-2">{t('groupContest.contest.startTime')}</th>
                  <th className="py-2 pr-2">{t('groupContest.contest.rule')}</th>
                  <th className="py-2 pr-2">{t('groupContest.contest.status')}</th>
                  <th className="py-2 pr-2">{t('groupContest.contest.visible')}</th>
                  <th className="py-2">{t('groupContest.contest.actions')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((contest) => {
                  const manages = canManageContest(roles, viewer, contest.uid);
                  return (
                    <tr key={contest.id} data-testid="group-contest-admin-row">
                      <td className="py-2 pr-2">{contest.id}</td>
                      <td className="py-2 pr-2 font-medium">{contest.title}</td>
                      <td className="py-2 pr-2">{contest.author}</td>
                      <td className="py-2 pr-2 whitespace-nowrap">{formatDateTime(contest.startTime)}</td>
                      <td className="py-2 pr-2">{t(RULE_KEYS[contest.type])}</td>
                      <td className="py-2 pr-2">{t(STATUS_KEYS[contest.status])}</td>
                      <td className="py-2 pr-2">
                        <input
                          type="checkbox"
                          role="switch"
                          aria-label={t('groupContest.contest.visible')}
                          checked={contest.visible}
                          disabled={!manages}
                          onChange={(event) => {
                            const visible = event.target.checked;
                            void act(
                              () => changeGroupContestVisible(contest.id, visible),
                              'groupContest.contest.saved',
                            );
                          }}
                        />
                      </td>
                      <td className="space-x-2 py-2 whitespace-nowrap">
                        {manages ? (
                          <>
                            <button
                              type="button"
                              className="text-blue-700 hover:underline"
                              onClick={() => onOpen('edit', contest.id)}
                            >
                              {t('groupContest.contest.edit')}
                            </button>
                            <button
                              type="button"
                              className="text-blue-700 hover:underline"
                              onClick={() => onOpen('problems', contest.id)}
                            >
                              {t('groupContest.contest.problems')}
                            </button>
                            <button
                              type="button"
                              className="text-blue-700 hover:underline"
                              onClick={() => onOpen('announcements', contest.id)}
                            >
                              {t('groupContest.contest.announcements')}
                            </button>
                            <button
                              type="button"
                              className="text-red-700 hover:underline"
                              onClick={() => void remove(contest)}
                            >
                              {t('groupContest.contest.delete')}
                            </button>
                          </>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </PagedBody>
    </section>
  );
}
