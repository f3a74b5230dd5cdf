import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DifficultyTag } from '@/components/common/difficulty-tag';
import { MyStatusIcon } from '@/components/common/my-status-icon';
import { passRate, passRatio } from '@/lib/format';
import type { Tag } from '@/types/problem';

interface ProblemHeaderCellsProps {
  /** Leaves the status column out (a guest has none). */
  showStatus: boolean;
  idLabel: string;
  /** The difficulty column's width class. */
  difficultyWidth: string;
  tagsLabel: string;
  showTags: boolean;
  onShowTagsChange: (show: boolean) => void;
}

/** The header cells matching `ProblemRowCells`; the tags column's header toggles the tags. */
export function ProblemHeaderCells({
  showStatus,
  idLabel,
  difficultyWidth,
  tagsLabel,
  showTags,
  onShowTagsChange,
}: ProblemHeaderCellsProps) {
  const { t } = useTranslation();
  return (
    <>
      {showStatus ? <th className="w-10 py-2" aria-label={t('problem.myStatus')} /> : null}
      <th className="w-24 py-2">{idLabel}</th>
      <th className="py-2">{t('problem.title')}</th>
      <th className={`${difficultyWidth} py-2`}>{t('problem.difficulty')}</th>
      <th className="py-2">
        <label className="inline-flex items-center gap-1 font-normal">
          <input
            type="checkbox"
            checked={showTags}
            onChange={(event) => onShowTagsChange(event.target.checked)}
          />
          {tagsLabel}
        </label>
      </th>
      <th className="w-40 py-2">{t('problem.acRate')}</th>
    </>
  );
}

interface ProblemRowCellsProps {
  /** The viewer's status; `null` leaves the status column out (a guest has none). */
  status: number | null;
  displayId: string;
  /** Where the title links to. */
  to: string;
  title: string;
  difficulty: number;
  tags: Tag[];
  showTags: boolean;
  ac: number;
  total: number;
}

/**
 * The cells of a problem-list row, shared by the problem set and a training's problem list:
 * status, id, linked title, difficulty, tags (when shown) and the AC-rate bar.
 */
export function ProblemRowCells({
  status,
  displayId,
  to,
  title,
  difficulty,
  tags,
  showTags,
  ac,
  total,
}: ProblemRowCellsProps) {
  return (
    <>
      {status === null ? null : (
        <td className="py-2">
          <MyStatusIcon status={status} />
        </td>
      )}
      <td className="py-2 font-mono">{displayId}</td>
      <td className="py-2">
        <Link className="text-blue-700 hover:underline" to={to}>
          {title}
        </Link>
      </td>
      <td className="py-2">
        <DifficultyTag level={difficulty} />
      </td>
      <td className="py-2">
        {showTags ? (
          <div className="flex flex-wrap gap-1">
            {tags.map((tag) => (
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
      <td className="py-2" title={`${ac}/${total}`}>
        <div className="flex items-center gap-2">
          <div className="h-2 flex-1 overflow-hidden rounded bg-slate-200">
            <div className="h-full bg-green-500" style={{ width: `${passRatio(ac, total)}%` }} />
          </div>
          <span className="w-14 text-right text-xs text-slate-600">{passRate(ac, total)}</span>
        </div>
      </td>
    </>
  );
}
