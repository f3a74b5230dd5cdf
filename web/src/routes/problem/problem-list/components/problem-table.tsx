import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DifficultyTag } from '@/components/common/difficulty-tag';
import { MyStatusIcon } from '@/components/common/my-status-icon';
import { Spinner } from '@/components/ui/spinner';
import { passRate, passRatio } from '@/lib/format';
import { useSession } from '@/stores/session';
import type { ProblemListItem } from '@/types/problem';
import { useMyStatuses } from '../use-my-statuses';

export function ProblemTable({ records, loading }: { records: ProblemListItem[]; loading: boolean }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const [showTags, setShowTags] = useState(true);
  const statuses = useMyStatuses(records);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[640px] text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            {token ? <th className="w-10 py-2" aria-label={t('problem.myStatus')} /> : null}
            <th className="w-24 py-2">{t('problem.id')}</th>
            <th className="py-2">{t('problem.title')}</th>
            <th className="w-32 py-2">{t('problem.difficulty')}</th>
            <th className="py-2">
              <label className="inline-flex items-center gap-1 font-normal">
                <input
                  type="checkbox"
                  checked={showTags}
                  onChange={(event) => setShowTags(event.target.checked)}
                />
                {t('problem.tags')}
              </label>
            </th>
            <th className="w-40 py-2">{t('problem.acRate')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((row) => (
            <tr key={row.problemId} className="border-b border-slate-100 hover:bg-slate-50">
              {token ? (
                <td className="py-2">
                  <MyStatusIcon status={statuses[row.problemId] ?? row.myStatus ?? -10} />
                </td>
              ) : null}
              <td className="py-2 font-mono">{row.problemId}</td>
              <td className="py-2">
                <Link
                  className="text-blue-700 hover:underline"
                  to={`/problem/${encodeURIComponent(row.problemId)}`}
                >
                  {row.title}
                </Link>
              </td>
              <td className="py-2">
                <DifficultyTag level={row.difficulty} />
              </td>
              <td className="py-2">
                {showTags ? (
                  <div className="flex flex-wrap gap-1">
                    {(row.tags ?? []).map((tag) => (
                      <span
                        key={tag.id}
                        className="rounded px-1.5 py-0.5 text-xs text-white"
                        style={{ backgroundColor: tag.color || '#64748b' }}
                      >
                        {tag.name}
                      </span>
                    ))}
                  </div>
                ) : null}
              </td>
              <td className="py-2" title={`${row.ac}/${row.total}`}>
                <div className="flex items-center gap-2">
                  <div className="h-2 flex-1 overflow-hidden rounded bg-slate-200">
                    <div
                      className="h-full bg-green-500"
                      style={{ width: `${passRatio(row.ac, row.total)}%` }}
                    />
                  </div>
                  <span className="w-14 text-right text-xs text-slate-600">
                    {passRate(row.ac, row.total)}
                  </span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {loading ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : records.length === 0 ? (
        <p className="py-8 text-center text-slate-500">{t('common.noData')}</p>
      ) : null}
    </div>
  );
}
