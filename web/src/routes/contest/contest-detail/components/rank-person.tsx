import { useTranslation } from 'react-i18next';
import type { RankRow } from '@/types/contest';

/** Rank, name (the contest's rankShowName) and award of a board row; star users are marked. */
export function RankPerson({ row }: { row: RankRow }) {
  const { t } = useTranslation();
  return (
    <>
      <td className="py-1.5 pr-2 text-center font-mono">
        {row.rank === -1 ? <span title={t('contest.star')}>★</span> : row.rank}
      </td>
      <td className="py-1.5 pr-2">
        <span className="font-medium">{row.rankShowName}</span>
        {row.isWinAward ? (
          <span
            className="ml-2 rounded px-1.5 text-xs"
            style={{ background: row.awardBackground ?? undefined, color: row.awardColor ?? undefined }}
          >
            {row.awardName}
          </span>
        ) : null}
        {row.school ? <span className="ml-2 text-xs text-slate-500">{row.school}</span> : null}
      </td>
    </>
  );
}
