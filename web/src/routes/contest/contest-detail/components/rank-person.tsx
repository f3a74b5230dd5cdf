import { useTranslation } from 'react-i18next';
import { useSession } from '@/stores/session';
import type { RankRow } from '@/types/contest';

/**
 * Rank, name (the contest's rankShowName) and award of a board row; star users are marked. A pinned
 * row (`isConcerned`: a copy the server puts first, the viewer's own or one they follow) says so.
 */
export function RankPerson({ row }: { row: RankRow }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <>
      <td className="py-1.5 pr-2 text-center font-mono">
        {row.rank === -1 ? <span title={t('contest.star')}>★</span> : row.rank}
      </td>
      <td className="py-1.5 pr-2">
        {row.isConcerned ? (
          <>
            <span
              className="mr-2 rounded bg-blue-600 px-1.5 text-xs font-semibold text-white"
              title={t('contest.pinnedRowHint')}
              data-testid="pinned-row"
            >
              {row.uid === user?.uid ? t('contest.yourRow') : t('contest.followedRow')}
            </span>
            <span className="sr-only">{t('contest.pinnedRowHint')}</span>
          </>
        ) : null}
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
