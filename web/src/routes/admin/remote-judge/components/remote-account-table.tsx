import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteAccountView } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { deleteRemoteAccount, updateRemoteAccount, useRemoteAccounts } from '@/hooks/api/remote-judge';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/stores/ui';
import { type AdminColumn, AdminTable } from '../../components/admin-table';
import { LinkButton } from '../../components/link-button';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { ChangePasswordDialog } from './change-password-dialog';
import '@/i18n/areas/remote-judge';

/**
 * The pool, one row per account: its judge, kind and address, the username, whether it is used,
 * until when the judge asked it to wait, and what went wrong last (in red).
 */
export function RemoteAccountTable() {
  const { t } = useTranslation();
  const { data, error, mutate } = useRemoteAccounts();
  const [changing, setChanging] = useState<RemoteAccountView | null>(null);
  const confirmDelete = useConfirmedDelete(() => void mutate());
  if (error && !data) {
    return (
      <LoadError error={error} onRetry={() => void mutate()} title={t('remoteJudge.admin.loadFailed')} />
    );
  }
  // The switch moves at once; a refused change puts it back.
  const toggle = async (account: RemoteAccountView, enabled: boolean) => {
    const switched = (rows?: RemoteAccountView[]) =>
      rows?.map((row) => (row.id === account.id ? { ...row, enabled } : row));
    try {
      await mutate(
        async (rows) => {
          await updateRemoteAccount({ id: account.id, enabled });
          return switched(rows);
        },
        { optimisticData: (rows) => switched(rows) ?? [], rollbackOnError: true },
      );
      const state = t(enabled ? 'remoteJudge.admin.stateOn' : 'remoteJudge.admin.stateOff');
      toast(
        'success',
        t('remoteJudge.admin.switched', { username: account.username, oj: account.oj, state }),
      );
    } catch (failure) {
      // The api client has shown the server's message.
      if (!(failure instanceof ApiError)) throw failure;
    }
  };
  const columns: AdminColumn<RemoteAccountView>[] = [
    { header: t('remoteJudge.admin.judge'), cell: (row) => <span className="font-semibold">{row.oj}</span> },
    { header: t('remoteJudge.admin.kind'), cell: (row) => <code className="text-xs">{row.kind}</code> },
    {
      header: t('remoteJudge.admin.address'),
      cell: (row) => <span className="break-all">{row.baseUrl}</span>,
      className: 'max-w-[14rem] py-2',
    },
    {
      header: t('remoteJudge.admin.username'),
      cell: (row) => <span className="break-all">{row.username}</span>,
    },
    {
      header: t('remoteJudge.admin.enabled'),
      cell: (row) => (
        <input
          type="checkbox"
          role="switch"
          aria-label={t('remoteJudge.admin.enable', { username: row.username, oj: row.oj })}
          checked={row.enabled}
          data-testid="remote-account-enabled"
          onChange={(event) => void toggle(row, event.target.checked)}
        />
      ),
    },
    {
      header: t('remoteJudge.admin.state'),
      className: 'py-2 whitespace-nowrap',
      cell: (row) =>
        row.nextSubmitAt ? (
          <span className="text-amber-700" data-testid="remote-account-paused">
            {t('remoteJudge.admin.pausedUntil', { time: formatDateTime(row.nextSubmitAt) })}
          </span>
        ) : (
          <span className="text-slate-500">{t('remoteJudge.admin.ready')}</span>
        ),
    },
    {
      header: t('remoteJudge.admin.lastError'),
      className: 'max-w-xs py-2',
      testId: 'remote-account-error',
      cell: (row) =>
        row.lastError ? (
          <span className="line-clamp-4 break-words whitespace-pre-wrap text-red-700" title={row.lastError}>
            {row.lastError}
          </span>
        ) : null,
    },
    {
      header: t('admin.actions'),
      className: 'space-x-3 py-2 whitespace-nowrap',
      cell: (row) => (
        <>
          <LinkButton data-testid="remote-account-password" onClick={() => setChanging(row)}>
            {t('remoteJudge.admin.changePassword')}
          </LinkButton>
          <LinkButton
            danger
            data-testid="remote-account-delete"
            onClick={() =>
              void confirmDelete(
                t('remoteJudge.admin.confirmDelete', { username: row.username, oj: row.oj }),
                () => deleteRemoteAccount(row.id),
              )
            }
          >
            {t('admin.delete')}
          </LinkButton>
        </>
      ),
    },
  ];
  return (
    <>
      <AdminTable
        columns={columns}
        rows={data}
        rowKey={(row) => row.id}
        rowData={(row) => ({ 'data-account-id': String(row.id) })}
        rowClassName={(row) => (row.enabled ? '' : 'text-slate-400')}
        testId="remote-accounts"
        minWidth="min-w-[860px]"
        loadingText={t('remoteJudge.admin.loading')}
        emptyText={t('remoteJudge.admin.empty')}
      />
      {changing ? (
        <ChangePasswordDialog
          account={changing}
          onChanged={() => void mutate()}
          onClose={() => setChanging(null)}
        />
      ) : null}
    </>
  );
}
