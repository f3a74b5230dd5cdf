import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VerificationRow } from '@verdict/common';
import { StatusTag } from '@/components/common/status-tag';

/** One row per package solution: expected verdict, the verdict it got, and whether they agree. */
export function VerificationTable({ rows }: { rows: VerificationRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return <p className="py-6 text-center text-slate-500">{t('importExport.verification.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[640px] text-sm" data-testid="verification-table">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="py-2">{t('importExport.verification.solution')}</th>
            <th className="py-2">{t('importExport.verification.language')}</th>
            <th className="py-2">{t('importExport.verification.expected')}</th>
            <th className="py-2">{t('importExport.verification.got')}</th>
            <th className="py-2">{t('importExport.verification.timeMemory')}</th>
            <th className="py-2">{t('importExport.verification.result')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className={`border-b border-slate-100 ${row.match === false ? 'bg-red-50' : ''}`}
              data-match={row.match === null ? 'pending' : String(row.match)}
            >
              <td className="py-2 font-mono text-xs">{row.name}</td>
              <td className="py-2">{row.language ?? t('importExport.verification.noLanguage')}</td>
              <td className="py-2">
                {t(`importExport.verification.verdicts.${row.expected}`, { defaultValue: row.expected })}
              </td>
              <td className="py-2">
                {row.submitId !== null && row.status !== null ? (
                  <Link
                    to={`/submission-detail/${row.submitId}`}
                    aria-label={t('importExport.verification.submission', { id: row.submitId })}
                  >
                    <StatusTag status={row.status} />
                  </Link>
                ) : (
                  '—'
                )}
              </td>
              <td className="py-2">{row.time !== null ? `${row.time} ms / ${row.memory ?? 0} KB` : '—'}</td>
              <td className="py-2 font-semibold">
                {row.match === null ? (
                  <span className="text-slate-500">
                    {t(
                      row.language
                        ? 'importExport.verification.waiting'
                        : 'importExport.verification.notJudged',
                    )}
                  </span>
                ) : row.match ? (
                  <span className="text-green-700">{t('importExport.verification.match')}</span>
                ) : (
                  <span className="text-red-700">{t('importExport.verification.mismatch')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
