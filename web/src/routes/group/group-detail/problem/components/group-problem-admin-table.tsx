import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROBLEM_AUTHS, type ProblemAuth } from '@/hooks/api/admin-problem';
import {
  changeGroupProblemAuth,
  deleteGroupProblem,
  useGroupAdminProblemList,
  type GroupAdminProblemRow,
} from '@/hooks/api/group-problem';
import { useSession } from '@/stores/session';
import { PagedBody } from '../../components/paged-body';
import { useListActions } from '../../components/use-list-actions';
import { useGroup } from '../../group-context';
import { canManageGroupProblem } from '../group-problem-rights';
import { ApplyPublicCell } from './apply-public-cell';
import { DownloadTestcaseButton } from './download-testcase-button';
import '@/i18n/areas/group-problem';

const PAGE_SIZE = 10;

/** Group admins: every problem of the group, with visibility, public application, edit, test data and delete. */
export function GroupProblemAdminTable({ onEdit }: { onEdit: (pid: number) => void }) {
  const { t } = useTranslation();
  const group = useGroup();
  const viewerName = useSession().user?.username;
  const [page, setPage] = useState(1);
  const list = useGroupAdminProblemList(group.group.id, page, PAGE_SIZE, true);
  const { act, remove: removeRow } = useListActions({ list, page, setPage, reloadOnFailure: true });
  const remove = (row: GroupAdminProblemRow) =>
    removeRow(
      t('groupProblem.confirmDelete', { problemId: row.problemId, title: row.title }),
      () => deleteGroupProblem(row.id),
      'groupProblem.deleted',
    );

  return (
    <PagedBody
      data={list.data}
      error={list.error}
      failedText={t('groupProblem.loadFailed')}
      onReload={() => void list.mutate()}
      emptyText={t('groupProblem.empty')}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
    >
      {(rows) => (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[52rem] text-sm" data-testid="group-problem-admin-table">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th className="py-2 pr-2">{t('groupProblem.id')}</th>
                <th className="py-2 pr-2">{t('problem.title')}</th>
                <th className="py-2 pr-2">{t('groupProblem.visibility')}</th>
                <th className="py-2 pr-2">{t('groupProblem.author')}</th>
                <th className="py-2 pr-2">{t('groupProblem.applyPublic')}</th>
                <th className="py-2">{t('groupProblem.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const mine = canManageGroupProblem(group, viewerName, row.author);
                const why = mine ? undefined : t('groupProblem.notYours');
                return (
                  <tr
                    key={row.id}
                    className="border-b border-slate-100"
                    data-testid="group-problem-admin-row"
                  >
                    <td className="py-2 pr-2 font-mono">{row.problemId}</td>
                    <td className="max-w-[16rem] truncate py-2 pr-2">{row.title}</td>
                    <td className="py-2 pr-2">
                      <select
                        className="input py-1"
                        aria-label={t('groupProblem.visibility')}
                        value={row.auth}
                        disabled={!mine}
                        title={why}
                        onChange={(event) =>
                          void act(
                            () => changeGroupProblemAuth(row.id, Number(event.target.value) as ProblemAuth),
                            'groupProblem.authChanged',
                          )
                        }
                      >
                        {PROBLEM_AUTHS.map((auth) => (
                          <option key={auth} value={auth}>
                            {t(`adminProblem.auth.${auth}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="py-2 pr-2">{row.author}</td>
                    <td className="py-2 pr-2">
                      <ApplyPublicCell row={row} enabled={mine} act={act} />
                    </td>
                    <td className="space-x-2 py-2 whitespace-nowrap">
                      <button
                        type="button"
                        className="btn btn-sm"
                        disabled={!mine}
                        title={why}
                        onClick={() => onEdit(row.id)}
                      >
                        {t('groupProblem.edit')}
                      </button>
                      <DownloadTestcaseButton row={row} enabled={mine} />
                      <button
                        type="button"
                        className="btn btn-sm text-red-700"
                        disabled={!mine}
                        title={why}
                        onClick={() => void remove(row)}
                      >
                        {t('groupProblem.delete')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </PagedBody>
  );
}
