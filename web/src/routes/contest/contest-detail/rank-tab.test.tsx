import { screen, within } from '@testing-library/react';
import { Outlet, Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AcmRow, ContestInfo } from '@/types/contest';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { page, stubApi } from '@/test/stub-api';
import type { ContestOutlet } from './contest-context';
import RankTab from './rank-tab';

const contest = {
  id: 5,
  title: 'Weekly Cup',
  type: 0,
  startTime: '2026-11-28T08:00:00Z',
  endTime: '2026-11-28T13:00:00Z',
  sealRank: false,
  sealRankTime: null,
  autoRealRank: true,
} as unknown as ContestInfo;

const outlet: ContestOutlet = {
  contest,
  now: Date.parse('2026-11-28T09:00:00Z'),
  status: 0,
  isContestAdmin: false,
  hasAccess: true,
  boardVersion: 0,
  clarificationVersion: 0,
  reload: () => undefined,
};

const rowOf = (uid: string, rank: number, isConcerned: boolean) =>
  ({
    uid,
    username: uid,
    rankShowName: uid,
    rank,
    isConcerned,
    ac: 1,
    total: 1,
    totalTime: 60,
    submissionInfo: { A: { isAC: true, isFirstAC: true, ACTime: 60, errorNum: 0, tryNum: 0 } },
  }) as unknown as AcmRow;

function renderBoard(records: AcmRow[], total: number) {
  stubApi({
    '/api/get-contest-problem': [
      { id: 1, cid: 5, pid: 9, displayId: 'A', displayTitle: 'Sum', color: null, ac: 1, total: 1 },
    ],
    '/api/get-contest-rank': { ...page(records), total },
  });
  return renderRoutes(
    '/contest/5/rank',
    <Route element={<Outlet context={outlet} />}>
      <Route path="/contest/5/rank" element={<RankTab />} />
    </Route>,
  );
}

resetBetweenTests();

describe('RankTab', () => {
  it("pins the viewer's own row, marked as theirs, without counting it in the total", async () => {
    signIn('newbie');
    // The server puts the viewer's row first as a copy, and counts the copy in its total.
    renderBoard([rowOf('newbie', 1, true), rowOf('newbie', 1, false)], 2);
    const board = await screen.findByTestId('acm-board');
    const rows = within(board).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('You')).toBeTruthy();
    expect(within(rows[1]).queryByText('You')).toBeNull();
    // Screen readers hear why the row is there twice.
    expect(within(rows[0]).getByText(/Pinned to the top/)).toBeTruthy();
    expect(screen.getByText('Total 1')).toBeTruthy();
  });

  it('counts every row when the viewer is not on the board', async () => {
    signIn('visitor');
    renderBoard([rowOf('alice', 1, false), rowOf('bob', 2, false)], 2);
    await screen.findByTestId('acm-board');
    expect(screen.queryByText('You')).toBeNull();
    expect(screen.getByText('Total 2')).toBeTruthy();
  });
});
