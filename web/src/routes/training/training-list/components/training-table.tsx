import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TrainingView } from '@verdict/common';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/stores/session';
import { openAccountDialog, toast } from '@/stores/ui';
import { AuthBadge } from '../../components/auth-badge';
import { CategoryChip } from '../../components/category-chip';
import { ProgressBar } from '../../components/progress-bar';
import '@/i18n/areas/training';

const siteTrainingPath = (tid: number) => `/training/${tid}`;

/**
 * Training rows: rank, title, auth, category chip, progress (signed in) or problem count,
 * modified time, VIP flag, author. A table from 768 px, cards below. `pathOf` says where a row
 * opens (a group's trainings open inside the group).
 */
export function TrainingTable({
  records,
  pathOf = siteTrainingPath,
}: {
  records: TrainingView[];
  pathOf?: (tid: number) => string;
}) {
  const { t } = useTranslation();
  const { token } = useSession();
  const navigate = useNavigate();
  const open = (tid: number) => {
    if (!token) {
      toast('warning', t('message.pleaseLoginFirst'));
      return openAccountDialog('Login');
    }
    void navigate(pathOf(tid));
  };
  if (records.length === 0) return <p className="py-8 text-center text-slate-500">{t('training.empty')}</p>;
  const progress = (row: TrainingView) =>
    token ? (
      <ProgressBar acCount={row.acCount} problemCount={row.problemCount} />
    ) : (
      <span className="text-xs text-slate-600">
        {t('training.problemCount', { count: row.problemCount })}
      </span>
    );
  const title = (row: TrainingView) => (
    <button
      type="button"
      className="text-left font-medium text-blue-700 hover:underline"
      onClick={() => open(row.id)}
    >
      {row.title}
      {row.isVip ? (
        <span className="ml-1 text-xs text-amber-700" title={t('training.vip')}>
          ★ VIP
        </span>
      ) : null}
    </button>
  );
  return (
    <>
      <table className="hidden w-full text-sm md:table" data-testid="training-list">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="w-16 py-2">{t('training.rank')}</th>
            <th className="py-2">{t('training.name')}</th>
            <th className="py-2">{t('training.auth')}</th>
            <th className="py-2">{t('training.category')}</th>
            <th className="w-44 py-2">{t('training.progress')}</th>
            <th className="py-2">{t('training.modified')}</th>
            <th className="py-2">{t('training.author')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((row) => (
            <tr key={row.id} className="border-b border-slate-100" data-tid={row.id}>
              <td className="py-2">{row.rank}</td>
              <td className="py-2">{title(row)}</td>
              <td className="py-2">
                <AuthBadge auth={row.auth} />
              </td>
              <td className="py-2">
                <CategoryChip name={row.categoryName} color={row.categoryColor} />
              </td>
              <td className="py-2">{progress(row)}</td>
              <td className="py-2 whitespace-nowrap">{formatDateTime(row.gmtModified)}</td>
              <td className="py-2">{row.author}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-2 md:hidden" data-testid="training-cards">
        {records.map((row) => (
          <li key={row.id} className="rounded border border-slate-200 p-3" data-tid={row.id}>
            <div className="flex items-start gap-2">
              <span className="text-xs text-slate-500">#{row.rank}</span>
              <div className="min-w-0 flex-1">{title(row)}</div>
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <AuthBadge auth={row.auth} />
              <CategoryChip name={row.categoryName} color={row.categoryColor} />
            </div>
            <div className="mt-2">{progress(row)}</div>
            <div className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-500">
              <span>{formatDateTime(row.gmtModified)}</span>
              <span>{row.author}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
