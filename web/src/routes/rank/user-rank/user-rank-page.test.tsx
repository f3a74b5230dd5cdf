import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRankEntry } from '@verdict/common';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { swrFetcher } from '@/lib/swr-fetcher';
import { UserRankPage } from './user-rank-page';

vi.mock('@/components/charts/lazy-bar-chart', () => ({
  LazyBarChart: ({ labels, series }: { labels: string[]; series: { label: string }[] }) => (
    <div data-testid="rank-chart">
      {labels.join(',')}|{series.map((item) => item.label).join(',')}
    </div>
  ),
}));

const entry = (overrides: Partial<UserRankEntry>): UserRankEntry => ({
  rank: 1,
  uid: 'u-ann',
  username: 'ann',
  nickname: 'Annie',
  avatar: null,
  titleName: 'Champion',
  titleColor: '#ff0000',
  school: null,
  signature: 'Keep going',
  isVip: false,
  ac: 2,
  total: 4,
  acRate: 50,
  score: 12,
  ...overrides,
});

function stubApi(answer: (url: URL) => Response | object) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const url = new URL(path, 'http://localhost');
      calls.push(url);
      const data = answer(url);
      if (data instanceof Response) return data;
      return new Response(JSON.stringify({ status: 200, msg: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const page = (records: UserRankEntry[], total = records.length) => ({
  records,
  total,
  size: 30,
  current: 1,
  pages: 1,
});

function renderPage(type: 0 | 1, path = '/acm-rank') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
        <Routes>
          <Route path="/acm-rank" element={<UserRankPage type={type} />} />
          <Route path="/oi-rank" element={<UserRankPage type={type} />} />
        </Routes>
      </SWRConfig>
    </MemoryRouter>,
  );
}

const rankCalls = (calls: URL[]) => calls.filter((url) => url.pathname === '/api/get-rank-list');

beforeEach(() => changeLocale('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UserRankPage', () => {
  it('asks for 30 ACM rows of all time and shows each user with a link, title, AC, total and rate', async () => {
    const calls = stubApi(() =>
      page([entry({}), entry({ rank: 2, uid: 'u-bob', username: 'bob', nickname: null })]),
    );
    renderPage(0);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const link = within(rows[0]).getByRole('link', { name: 'ann' });
    expect(link.getAttribute('href')).toBe('/user-home?username=ann');
    expect(rows[0].textContent).toContain('Champion');
    expect(rows[0].textContent).toContain('Annie');
    expect(rows[0].textContent).toContain('50.00%');
    expect(screen.getByTestId('rank-chart').textContent).toBe('ann,bob|AC,Total');
    const query = rankCalls(calls)[0].searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      type: '0',
      period: '0',
      currentPage: '1',
      limit: '30',
    });
  });

  it('shows the OI score column and charts score and AC', async () => {
    stubApi(() => page([entry({})]));
    renderPage(1, '/oi-rank');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Score' })).toBeTruthy();
    expect(screen.getByTestId('rank-chart').textContent).toBe('ann|Score,AC');
  });

  it('asks again for the chosen period and the searched user, from page 1', async () => {
    const calls = stubApi(() => page([entry({})]));
    renderPage(0, '/acm-rank?currentPage=3');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Last week' }));
    await waitFor(() => expect(rankCalls(calls).at(-1)?.searchParams.get('period')).toBe('1'));
    expect(rankCalls(calls).at(-1)?.searchParams.get('currentPage')).toBe('1');
    expect(screen.getByRole('button', { name: 'Last week' }).getAttribute('aria-pressed')).toBe('true');
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: '  ann ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(rankCalls(calls).at(-1)?.searchParams.get('searchUser')).toBe('ann'));
    expect(rankCalls(calls).at(-1)?.searchParams.get('period')).toBe('1');
  });

  it('says so when nobody is ranked, or nobody matches the search', async () => {
    stubApi(() => page([]));
    renderPage(0);
    expect(await screen.findByText('Nobody is ranked in this period yet.')).toBeTruthy();
    cleanup();
    renderPage(0, '/acm-rank?searchUser=zed');
    expect(await screen.findByText('No user matches the search.')).toBeTruthy();
    expect(screen.queryByTestId('rank-chart')).toBeNull();
  });

  it('offers a reload when the rank cannot be loaded', async () => {
    let fail = true;
    stubApi(() => (fail ? new Response('down', { status: 503 }) : page([entry({})])));
    renderPage(0);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The rank could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
