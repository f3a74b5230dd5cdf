import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DIFFICULTY_LEVELS } from '@verdict/common';
import { difficultyColor, useDifficultyName } from '@/components/common/difficulty-tag';
import type { UserHome } from '@/types/account';

/** Solved display ids per difficulty level. */
export function solvedGroups(user: UserHome): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const [level, ids] of Object.entries(user.solvedGroupByDifficulty)) {
    if (ids.length > 0) groups.set(Number(level), ids);
  }
  return groups;
}

export function solvedCount(user: UserHome): number {
  let count = 0;
  for (const ids of solvedGroups(user).values()) count += ids.length;
  return count;
}

export function SolvedByDifficulty({ user }: { user: UserHome }) {
  const { t } = useTranslation();
  const name = useDifficultyName();
  const groups = solvedGroups(user);
  return (
    <section className="card p-5">
      <h2 className="mb-3 font-semibold">{t('userHome.solvedByDifficulty')}</h2>
      {groups.size === 0 ? <p className="text-sm text-slate-500">{t('userHome.noSolved')}</p> : null}
      {DIFFICULTY_LEVELS.filter((level) => groups.has(level.level)).map((level) => (
        <div key={level.level} className="mb-3">
          <h3 className="mb-1 text-sm font-semibold" style={{ color: difficultyColor(level.level) }}>
            {name(level.level)} ({groups.get(level.level)?.length})
          </h3>
          <div className="flex flex-wrap gap-1.5">
            {groups.get(level.level)?.map((id) => (
              <Link
                key={id}
                to={`/problem/${encodeURIComponent(id)}`}
                className="rounded border border-slate-200 px-2 py-0.5 font-mono text-xs hover:border-blue-400"
              >
                {id}
              </Link>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
