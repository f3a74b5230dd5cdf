import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { UserRankEntry } from '@verdict/common';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { aGroup, signIn, stubApi, type Call } from '../../test/stub-api';
import GroupLayout from '../group-layout';
import GroupRankTab from './rank-tab';

vi.mock('@/components/charts/lazy-bar-chart', () => ({
  LazyBarChart: ({ labels }: { labels: string[] }) => <div data-testid="rank-chart">{labels.join(',')}</div>,
}));

const entry = (rank: number, username: string, fields: Partial<UserRankEntry> = {}): UserRankEntry => ({
  rank,
  uid: `u-${username}`,
  username,
  nickname: null,
  avatar: null,
  titleName: null,
  titleColor: null,
  school: null,
  signature: null,
  isVip: false,
  ac: 3,
  total: 6,
  acRate: 50,
  score: 250,
  ...fields,
});

const rankPage = (records: UserRankEntry[], total = records.length) => ({
  records,
  total,
  size: 30,
  current: 1,
  pages: Math.ceil(total / 30),
});

function renderTab(path = '/group/7/rank') {
  return renderRoutes(
    path,
    <Route path="/group/:groupID" element={<GroupLayout />}>
      <Route path="rank" element={<GroupRankTab />} />
    </Route>,
  );
}

const rankCalls = (calls: Call[]) =>
  calls
    .filter((call) => call.url.pathname === '/api/get-group-rank-list')
    .map((call) => call.url.searchParams);
const asked = (params: URLSearchParams, ...keys: string[]) => keys.map((key) => params.get(key));

resetBetweenTests();

describe('GroupRankTab', () => {
  it('ranks the members by ACM over all time first, then by OI, by period and by search', async () => {
    signIn('u-sam');
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 3,
      '/api/get-group-rank-list': (call: Call) =>
        call.url.searchParams.get('searchUser')
          ? rankPage([entry(2, 'mia', { ac: 1, score: 90 })])
          : rankPage([entry(1, 'owen', { ac: 5, score: 400 }), entry(2, 'mia', { ac: 1, score: 90 })], 31),
    });
    renderTab();
    const section = await screen.findByTestId('group-rank');
    await waitFor(() => expect(section.querySelectorAll('tbody tr')).toHaveLength(2));
    expect(asked(rankCalls(calls)[0], 'gid', 'type', 'period', 'currentPage', 'limit')).toEqual([
      '7',
      '0',
      '0',
      '1',
      '30',
    ]);
    expect(screen.getByTestId('rank-chart').textContent).toBe('owen,mia');
    const owen = section.querySelectorAll('tbody tr')[0] as HTMLElement;
    expect(within(owen).getByRole('link', { name: '5' }).getAttribute('href')).toBe(
      '/group/7/status?username=owen&status=0',
    );
    expect(within(section).queryByRole('columnheader', { name: 'Score' })).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'OI' }));
    await waitFor(() => expect(rankCalls(calls).at(-1)!.get('type')).toBe('1'));
    expect(await within(section).findByRole('columnheader', { name: 'Score' })).toBeTruthy();
    await waitFor(() => expect(section.textContent).toContain('400'));

    fireEvent.click(within(section).getByRole('button', { name: 'Last week' }));
    await waitFor(() => expect(asked(rankCalls(calls).at(-1)!, 'type', 'period')).toEqual(['1', '1']));
    expect(within(section).getByRole('button', { name: 'Last week' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(within(section).getByRole('button', { name: '2' }));
    await waitFor(() => expect(rankCalls(calls).at(-1)!.get('currentPage')).toBe('2'));

    fireEvent.change(within(section).getByRole('searchbox'), { target: { value: ' mia ' } });
    fireEvent.submit(within(section).getByRole('search'));
    await waitFor(() =>
      expect(asked(rankCalls(calls).at(-1)!, 'searchUser', 'currentPage', 'type', 'period')).toEqual([
        'mia',
        '1',
        '1',
        '1',
      ]),
    );
    await waitFor(() => expect(section.querySelectorAll('tbody tr')).toHaveLength(1));
    expect(screen.queryByTestId('rank-chart')).toBeNull();
  });

  it('says so when nobody matches the search', async () => {
    signIn('u-sam');
    stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 3,
      '/api/get-group-rank-list': rankPage([]),
    });
    renderTab('/group/7/rank?searchUser=zed');
    expect(await screen.findByText('No user matches the search.')).toBeTruthy();
  });
});
