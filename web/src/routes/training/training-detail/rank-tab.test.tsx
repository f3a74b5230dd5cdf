import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { swrFetcher } from '@/lib/swr-fetcher';
import { sessionStore } from '@/stores/session';
import type { UserInfo } from '@/types/account';
import RankTab from './rank-tab';
import type { TrainingOutlet } from './training-context';

const problem = (pid: number, displayId: string, type: number) => ({
  pid,
  problemId: `P${pid}`,
  displayId,
  title: `Problem ${displayId}`,
  rank: pid,
  author: 'root',
  difficulty: 0,
  type,
  tags: [],
  ac: 0,
  total: 0,
  myStatus: -10,
  isVip: false,
  source: null,
  gid: null,
});

const person = (uid: string, realname: string | null, submissionInfo: object) => ({
  rank: 1,
  uid,
  username: uid,
  nickname: null,
  avatar: null,
  gender: 'female',
  school: 'North',
  realname,
  ac: 1,
  totalRunTime: 12,
  submissionInfo,
});

function stubServer(realname: string | null) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const url = new URL(path, 'http://localhost');
      queries.push(url.searchParams);
      const data =
        url.pathname === '/api/get-training-problem-list'
          ? [problem(1, 'A', 0), problem(2, 'B', 1)]
          : {
              records: [
                person('ann', realname, {
                  A: { status: 0, score: null, runTime: 12 },
                  B: { status: -1, score: 40, runTime: 5 },
                }),
              ],
              total: 1,
              size: 30,
              current: 1,
              pages: 1,
            };
      return new Response(JSON.stringify({ status: 200, msg: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return queries;
}

const outlet = {
  training: { id: 4, title: 'Graphs' },
  hasAccess: true,
  reload: () => undefined,
} as unknown as TrainingOutlet;

function renderRank() {
  return render(
    <MemoryRouter>
      <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
        <Routes>
          <Route element={<Outlet context={outlet} />}>
            <Route index element={<RankTab />} />
          </Route>
        </Routes>
      </SWRConfig>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  changeLocale('en-US');
  sessionStore.set({
    token: 'token',
    user: { uid: 'ann', username: 'ann', roleList: [] } as unknown as UserInfo,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.set({ token: null, user: null });
});

describe('RankTab', () => {
  it('shows each cell as status and time, or score on an OI problem, and marks the viewer', async () => {
    const queries = stubServer(null);
    renderRank();
    const row = within(await screen.findByRole('row', { name: /ann/ }));
    expect(row.getByText('AC 12ms')).toBeTruthy();
    expect(row.getByText('40')).toBeTruthy();
    expect(row.getByText('1/2')).toBeTruthy();
    expect(row.getByText('Own')).toBeTruthy();
    expect(row.getByText('Girl')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Real name' })).toBeNull();
    const rankQuery = queries.find((query) => query.has('limit'));
    expect(rankQuery?.get('limit')).toBe('30');
    expect(rankQuery?.get('tid')).toBe('4');
  });

  it('adds the real name column when the server sends real names', async () => {
    stubServer('Ann Real');
    renderRank();
    await screen.findByText('Ann Real');
    expect(screen.getByRole('columnheader', { name: 'Real name' })).toBeTruthy();
  });
});
