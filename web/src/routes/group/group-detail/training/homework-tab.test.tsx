import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { HomeworkRankRow } from '@verdict/common';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { aGroup, page, signIn, stubApi } from '../../test/stub-api';
import GroupLayout from '../group-layout';
import GroupHomeworkTab from './homework-tab';
import { aTraining } from './test/group-training-fixtures';

function renderTab(path = '/group/7/homework') {
  return renderRoutes(
    path,
    <Route path="/group/:groupID" element={<GroupLayout />}>
      <Route path="homework" element={<GroupHomeworkTab />} />
    </Route>,
  );
}

const aRankRow = (username: string, ac: number, rank: number): HomeworkRankRow => ({
  rank,
  uid: `u-${username}`,
  username,
  nickname: null,
  realname: `${username} real`,
  avatar: null,
  ac,
  problemCount: 3,
  submissionInfo: {},
});

const homework = [
  aTraining({ id: 5, title: 'Week 1: loops', acCount: 1, problemCount: 3 }),
  aTraining({ id: 6, title: 'Week 2: arrays', acCount: 2, problemCount: 2 }),
  aTraining({ id: 8, title: 'Week 3: empty', acCount: 0, problemCount: 0 }),
];

resetBetweenTests();

describe('GroupHomeworkTab', () => {
  it("shows a member each homework's problem count and their progress with two decimals", async () => {
    signIn('u-mia');
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 3,
      '/api/group/get-homework-list': page(homework),
    });
    renderTab();
    await waitFor(() => expect(screen.getAllByTestId('homework-row')).toHaveLength(3));
    const rows = screen.getAllByTestId('homework-row');
    expect(rows.map((row) => within(row).getByTestId('progress-percent').textContent)).toEqual([
      '33.33%',
      '100.00%',
      '0.00%',
    ]);
    expect(within(rows[0]).getByTestId('homework-count').textContent).toBe('Problems: 3');
    expect(within(rows[0]).getByRole('link', { name: 'Week 1: loops' }).getAttribute('href')).toBe(
      '/group/7/training/5',
    );
    expect(screen.queryByTestId('homework-rank-link')).toBeNull();
    const asked = calls.find((call) => call.url.pathname === '/api/group/get-homework-list')!.url;
    expect(asked.searchParams.get('gid')).toBe('7');
  });

  it("gives a group admin each homework's rank inside the tab, sortable by progress", async () => {
    signIn('u-owen');
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 5,
      '/api/group/get-homework-list': page(homework),
      '/api/get-training-detail': aTraining(),
      '/api/group/get-homework-rank': page([
        aRankRow('ada', 3, 1),
        aRankRow('mia', 1, 2),
        aRankRow('sam', 0, 3),
      ]),
    });
    renderTab();
    await waitFor(() => expect(screen.getAllByTestId('homework-rank-link')).toHaveLength(3));
    fireEvent.click(screen.getAllByTestId('homework-rank-link')[0]);
    expect(await screen.findByRole('heading', { name: 'Rank of Week 1: loops' })).toBeTruthy();
    expect(screen.getByTestId('group-tabs')).toBeTruthy();
    const asked = calls.find((call) => call.url.pathname === '/api/group/get-homework-rank')!.url;
    expect(asked.searchParams.get('tid')).toBe('5');

    const table = await screen.findByTestId('homework-rank-table');
    const order = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [
          row.dataset.username,
          within(row).getByTestId('homework-solved').textContent,
          within(row).getByTestId('progress-percent').textContent,
        ]);
    expect(order()).toEqual([
      ['ada', '3/3', '100.00%'],
      ['mia', '1/3', '33.33%'],
      ['sam', '0/3', '0.00%'],
    ]);
    expect(within(table).getByText('mia real')).toBeTruthy();
    fireEvent.click(screen.getByTestId('homework-sort'));
    expect(order().map(([username]) => username)).toEqual(['sam', 'mia', 'ada']);

    fireEvent.click(screen.getByRole('button', { name: 'Back to homework' }));
    await waitFor(() => expect(screen.getAllByTestId('homework-row')).toHaveLength(3));
  });
});
