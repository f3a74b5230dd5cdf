import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeworkProblemsView, HomeworkRankRow } from '@verdict/common';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import HomeworkRankPage from './homework-rank-page';
import { aClass, callsTo, page, stubTeacherApi } from './test/stub-teacher-api';

const PROBLEMS: HomeworkProblemsView = {
  tid: 5,
  title: 'Week 1',
  students: [],
  problems: [
    { pid: 12, displayId: 'G-1', title: 'Two sums', solved: 1, tried: 0, untried: 1, statusByUid: {} },
    { pid: 13, displayId: 'G-2', title: 'Paths', solved: 0, tried: 1, untried: 1, statusByUid: {} },
    { pid: 14, displayId: 'G-3', title: 'Trees', solved: 0, tried: 0, untried: 2, statusByUid: {} },
  ],
};

const rankRow = (username: string, rank: number, ac: number): HomeworkRankRow => ({
  rank,
  uid: `u-${username}`,
  username,
  nickname: null,
  realname: null,
  avatar: null,
  ac,
  problemCount: 3,
  submissionInfo:
    ac > 0
      ? { 'G-1': { status: 0, score: null, runTime: 15 }, 'G-2': { status: -1, score: null, runTime: null } }
      : {},
});

function renderRank(rows: () => HomeworkRankRow[] = () => [rankRow('ann', 1, 1), rankRow('bob', 2, 0)]) {
  signIn('tess', ['teacher']);
  const calls = stubTeacherApi({
    '/api/admin/homework-problem': PROBLEMS,
    '/api/group/get-homework-rank': () => page(rows()),
    '/api/admin/class/list': page([aClass({ id: 4, name: 'Class Four' })]),
  });
  renderRoutes(
    '/admin/homework-rank/7/5',
    <Route path="/admin/homework-rank/:groupID/:trainingID" element={<HomeworkRankPage />} />,
  );
  return calls;
}

resetBetweenTests();
afterEach(() => vi.useRealTimers());

describe('HomeworkRankPage', () => {
  it('shows each student progress with two decimals and a cell per problem', async () => {
    renderRank();
    await screen.findByRole('heading', { name: 'Homework rank: Week 1' });
    const ann = (await screen.findByText('ann')).closest('tr')!;
    expect(within(ann).getByTestId('progress-percent').textContent).toBe('33.33%');
    expect(within(ann).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('33.33%');
    const cells = within(ann).getAllByRole('cell').slice(4);
    expect(cells.map((cell) => cell.textContent)).toEqual(['AC 15ms', 'WA', '']);
    const bob = screen.getByText('bob').closest('tr')!;
    expect(within(bob).getByTestId('progress-percent').textContent).toBe('0.00%');
  });

  it('asks for one class only when the filter picks it', async () => {
    const calls = renderRank();
    await screen.findByText('ann');
    const first = callsTo(calls, 'GET', '/api/group/get-homework-rank')[0].url.searchParams;
    expect(Object.fromEntries(first)).toEqual({ gid: '7', tid: '5', currentPage: '1', limit: '30' });

    const filter = screen.getByLabelText('Class');
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(2));
    expect(callsTo(calls, 'GET', '/api/admin/class/list')[0].url.searchParams.get('gid')).toBe('7');
    fireEvent.change(filter, { target: { value: '4' } });
    await waitFor(() =>
      expect(
        callsTo(calls, 'GET', '/api/group/get-homework-rank').at(-1)?.url.searchParams.get('classId'),
      ).toBe('4'),
    );
  });

  it('reads the rank again every 5 seconds by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let ac = 0;
    const calls = renderRank(() => [rankRow('ann', 1, ac)]);
    const ann = (await screen.findByText('ann')).closest('tr')!;
    expect(within(ann).getByTestId('progress-percent').textContent).toBe('0.00%');
    const before = callsTo(calls, 'GET', '/api/group/get-homework-rank').length;

    ac = 2;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/group/get-homework-rank').length).toBeGreaterThan(before),
    );
    await waitFor(() =>
      expect(within(screen.getByText('ann').closest('tr')!).getByTestId('progress-percent').textContent).toBe(
        '66.67%',
      ),
    );
  });
});
