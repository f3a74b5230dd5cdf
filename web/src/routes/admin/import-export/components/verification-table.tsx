import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VerificationRow } from '@verdict/common';
import { StatusTag } from '@/components/common/status-tag';
import { type AdminColumn, AdminTable } from '../../components/admin-table';
import { verificationReasonText } from '../verification-reason';

/**
 * One row per package solution: expected verdict, the verdict it got, whether they agree and why
 * (the case that decided, or why the solution is not judged).
 */
export function VerificationTable({ rows }: { rows: VerificationRow[] }) {
  const { t } = useTranslation();
  const columns: AdminColumn<VerificationRow>[] = [
    {
      header: t('importExport.verification.solution'),
      cell: (row) => row.name,
      className: 'py-2 font-mono text-xs',
    },
    {
      header: t('importExport.verification.language'),
      cell: (row) => row.language ?? t('importExport.verification.noLanguage'),
    },
    {
      header: t('importExport.verification.expected'),
      cell: (row) => t(`importExport.verification.verdicts.${row.expected}`, { defaultValue: row.expected }),
    },
    {
      header: t('importExport.verification.got'),
      cell: (row) =>
        row.submitId !== null && row.status !== null ? (
          <Link
            to={`/submission-detail/${row.submitId}`}
            aria-label={t('importExport.verification.submission', { id: row.submitId })}
          >
            <StatusTag status={row.status} />
          </Link>
        ) : (
          '—'
        ),
    },
    {
      header: t('importExport.verification.timeMemory'),
      cell: (row) => (row.time !== null ? `${row.time} ms / ${row.memory ?? 0} KB` : '—'),
    },
    {
      header: t('importExport.verification.result'),
      cell: (row) => <VerificationResult row={row} />,
      className: 'py-2 font-semibold',
    },
    {
      header: t('importExport.verification.why'),
      cell: (row) => (row.reason ? verificationReasonText(row.reason, t) : '—'),
      className: 'py-2 text-xs text-slate-600',
    },
  ];
  return (
    <AdminTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowData={(row) => ({ 'data-match': row.match === null ? 'pending' : String(row.match) })}
      rowClassName={(row) => (row.match === false ? 'bg-red-50' : '')}
      testId="verification-table"
      minWidth="min-w-[640px]"
      emptyText={t('importExport.verification.empty')}
    />
  );
}

/** Whether the verdict agrees with the expected one, or why there is no verdict yet. */
function VerificationResult({ row }: { row: VerificationRow }) {
  const { t } = useTranslation();
  if (row.match === null) {
    return (
      <span className="text-slate-500">
        {t(row.language ? 'importExport.verification.waiting' : 'importExport.verification.notJudged')}
      </span>
    );
  }
  return row.match ? (
    <span className="text-green-700">{t('importExport.verification.match')}</span>
  ) : (
    <span className="text-red-700">{t('importExport.verification.mismatch')}</span>
  );
}
