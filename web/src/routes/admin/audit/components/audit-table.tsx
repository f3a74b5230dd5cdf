import { useTranslation } from 'react-i18next';
import type { AuditEntryView } from '@verdict/common';
import { formatDateTime } from '@/lib/format';
import { AdminTable } from '../../components/admin-table';
import { AuditChanges } from './audit-changes';

/** The recorded actions, newest first: when, who, from where, what, on which target, and the change. */
export function AuditTable({ entries }: { entries: AuditEntryView[] | undefined }) {
  const { t } = useTranslation();
  return (
    <AdminTable
      rows={entries}
      rowKey={(entry) => entry.id}
      rowData={(entry) => ({ 'data-entry-id': String(entry.id) })}
      testId="audit-entries"
      minWidth="min-w-[900px]"
      loadingText={t('audit.loading')}
      emptyText={t('audit.empty')}
      columns={[
        {
          header: t('audit.columns.time'),
          cell: (entry) => <span className="whitespace-nowrap">{formatDateTime(entry.gmtCreate)}</span>,
        },
        {
          header: t('audit.columns.user'),
          cell: (entry) => <span title={entry.uid}>{entry.username}</span>,
          testId: 'audit-user',
        },
        {
          header: t('audit.columns.ip'),
          cell: (entry) => <span className="font-mono text-xs">{entry.ip}</span>,
        },
        {
          header: t('audit.columns.action'),
          cell: (entry) => t(`audit.action.${entry.action}`),
          testId: 'audit-action',
        },
        {
          header: t('audit.columns.target'),
          cell: (entry) => (
            <span className="break-words">
              <span className="text-slate-500">{t(`audit.kind.${entry.targetKind}`)}</span>{' '}
              {entry.targetLabel}
              {entry.targetId ? <span className="text-xs text-slate-500"> #{entry.targetId}</span> : null}
            </span>
          ),
          className: 'max-w-xs py-2',
          testId: 'audit-target',
        },
        {
          header: t('audit.columns.changes'),
          cell: (entry) => <AuditChanges entry={entry} />,
          className: 'max-w-sm py-2',
        },
      ]}
    />
  );
}
