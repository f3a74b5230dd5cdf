import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTEST_CONSTANTS, ContestType, isBoardSealed } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { downloadContestRank, useContestProblems, useContestRank } from '@/hooks/api/contest';
import { saveBlob } from '@/lib/save-blob';
import type { AcmRow, OiRow } from '@/types/contest';
import { AcmBoard } from './components/acm-board';
import { BoardScrollArea } from './components/board-scroll-area';
import { OiBoard } from './components/oi-board';
import { useContest } from './contest-context';

const clockOf = (contest: {
  startTime: string;
  endTime: string;
  sealRank: boolean;
  sealRankTime: string | null;
  autoRealRank: boolean;
}) => ({
  startTime: new Date(contest.startTime).getTime(),
  endTime: new Date(contest.endTime).getTime(),
  sealRank: contest.sealRank,
  sealRankTime: contest.sealRankTime ? new Date(contest.sealRankTime).getTime() : null,
  autoRealRank: contest.autoRealRank,
});

/**
 * Contest boards: live (pushed changes, and a 30 s refresh), sealed mark, the real board for
 * contest admins; the viewer's own row pinned on top, marked, and counted once.
 */
export default function RankTab() {
  const { t } = useTranslation();
  const { contest, now, isContestAdmin, boardVersion } = useContest();
  const [page, setPage] = useState(1);
  const [forceRefresh, setForceRefresh] = useState(false);
  const [removeStar, setRemoveStar] = useState(false);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const problems = useContestProblems(contest.id);
  const rank = useContestRank(
    { cid: contest.id, currentPage: page, limit: CONTEST_CONSTANTS.boardPageSize, forceRefresh, removeStar },
    autoRefresh ? CONTEST_CONSTANTS.boardRefreshSeconds * 1000 : 0,
  );
  // The server puts copies of the viewer's own row (and of those they follow) in front of page 1,
  // and counts them in its total; the board counts people, so the copies are taken off it. Other
  // pages hold none, so the count seen on page 1 is kept.
  const [pinnedCopies, setPinnedCopies] = useState(0);
  const pinnedOnPage =
    page === 1 && rank.data && !rank.isLoading
      ? rank.data.records.filter((row) => row.isConcerned).length
      : null;
  if (pinnedOnPage !== null && pinnedOnPage !== pinnedCopies) setPinnedCopies(pinnedOnPage);
  const { mutate } = rank;
  useEffect(() => {
    if (boardVersion > 0) void mutate();
  }, [boardVersion, mutate]);
  // A failed refresh turns auto refresh off.
  useEffect(() => {
    if (rank.error) setAutoRefresh(false);
  }, [rank.error]);
  if (rank.error && !rank.data) throw rank.error;
  if (!rank.data || !problems.data) return <PageLoading />;
  const sealed = isBoardSealed(clockOf(contest), now) && !(isContestAdmin && forceRefresh);
  const rows = rank.data.records;
  // The whole board as the admin reads it now (sealed or real, stars kept or not).
  const downloadRank = async () => {
    const { blob, filename } = await downloadContestRank(contest.id, forceRefresh, removeStar);
    saveBlob(blob, filename ?? `contest_${contest.id}_rank.xlsx`);
  };
  return (
    <section className="card space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-4 text-sm">
        {sealed ? (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900" data-testid="board-sealed">
            {t('contest.sealed')}
          </span>
        ) : null}
        <label className="inline-flex items-center gap-1">
          <input
            type="checkbox"
            checked={autoRefresh}
            onChange={(event) => setAutoRefresh(event.target.checked)}
          />
          {t('contest.autoRefresh')}
        </label>
        <label className="inline-flex items-center gap-1">
          <input
            type="checkbox"
            checked={removeStar}
            onChange={(event) => setRemoveStar(event.target.checked)}
          />
          {t('contest.hideStars')}
        </label>
        {isContestAdmin ? (
          <label className="inline-flex items-center gap-1">
            <input
              type="checkbox"
              checked={forceRefresh}
              onChange={(event) => setForceRefresh(event.target.checked)}
            />
            {t('contest.forceRefresh')}
          </label>
        ) : null}
        {isContestAdmin ? (
          <button
            type="button"
            className="btn btn-sm ml-auto"
            onClick={() => void downloadRank().catch(() => undefined)}
          >
            {t('contest.downloadRank')}
          </button>
        ) : null}
      </div>
      <BoardScrollArea label={t('contest.board')}>
        {rows.length === 0 ? (
          <p className="py-6 text-center text-slate-500">{t('contest.noParticipants')}</p>
        ) : contest.type === ContestType.ACM ? (
          <AcmBoard rows={rows as AcmRow[]} problems={problems.data} />
        ) : (
          <OiBoard rows={rows as OiRow[]} problems={problems.data} />
        )}
      </BoardScrollArea>
      <Pagination
        page={page}
        pageSize={CONTEST_CONSTANTS.boardPageSize}
        total={rank.data.total}
        shownTotal={rank.data.total - pinnedCopies}
        onPageChange={setPage}
      />
    </section>
  );
}
