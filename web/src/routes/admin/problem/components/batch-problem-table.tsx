import { useTranslation } from 'react-i18next';
import type { AdminProblemRow } from '@/hooks/api/admin-problem';

/** The problems of one page, each with a box to choose it, and one box for the whole page. */
export function BatchProblemTable({
  rows,
  chosen,
  onToggle,
  onTogglePage,
}: {
  rows: AdminProblemRow[];
  chosen: ReadonlyMap<number, AdminProblemRow>;
  onToggle: (row: AdminProblemRow, on: boolean) => void;
  onTogglePage: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const pageChosen = rows.length > 0 && rows.every((row) => chosen.has(row.id));
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[560px] text-sm" data-testid="batch-problem-list">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="w-8 py-2">
              <input
                type="checkbox"
                aria-label={t('adminProblemForm.choosePage')}
                checked={pageChosen}
                onChange={(event) => onTogglePage(event.target.checked)}
              />
            </th>
            <th className="py-2">ID</th>
            <th className="py-2">{t('problem.title')}</th>
            <th className="py-2">{t('adminProblem.author')}</th>
            <th className="py-2">{t('adminProblem.visibility')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100">
              <td className="py-2">
                <input
                  type="checkbox"
                  aria-label={t('adminProblemForm.chooseProblem', { id: row.problemId })}
                  checked={chosen.has(row.id)}
                  onChange={(event) => onToggle(row, event.target.checked)}
                />
              </td>
              <td className="py-2">{row.problemId}</td>
              <td className="py-2">{row.title}</td>
              <td className="py-2">{row.author}</td>
              <td className="py-2">{t(`adminProblem.auth.${row.auth}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
