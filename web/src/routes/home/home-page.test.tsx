import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { swrFetcher } from '@/lib/swr-fetcher';
import HomePage from './index';

const START = Date.parse('2026-03-01T10:00:00Z');

const json = (status: number, data: unknown, msg = 'success') =>
  new Response(JSON.stringify({ status, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Answers each home request; a path missing from `answers` gets the server's 404. */
function serve(answers: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
      return answers[path]?.() ?? json(404, null, 'Not Found');
    }),
  );
}

const running = {
  id: 7,
  title: 'Spring Round',
  type: 0,
  auth: 0,
  startTime: new Date(START - 3600_000).toISOString(),
  endTime: new Date(START + 3600_000).toISOString(),
  duration: 7200,
  status: 0,
  isVip: false,
  now: new Date(START).toISOString(),
};

function renderHome() {
  return render(
    <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </SWRConfig>,
  );
}

beforeEach(() => {
  changeLocale('en-US');
  vi.useFakeTimers({ shouldAdvanceTime: true, now: START });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('keeps every card apart: a failing list, a missing rank and an empty week blank only themselves', async () => {
    serve({
      '/api/get-recent-contest': () => json(200, [running]),
      '/api/get-recent-updated-problem': () => json(500, null, 'Server error, please refresh again'),
      '/api/get-last-week-submission-statistics': () =>
        json(200, { dateStrList: ['2026-02-28', '2026-03-01'], acCountList: [0, 0], totalCountList: [0, 0] }),
      '/api/get-common-announcement': () => json(200, { records: [], total: 0, size: 3, current: 1 }),
      '/api/home-carousel': () => json(200, []),
      '/api/get-website-config': () => json(200, {}),
    });
    renderHome();

    const countdowns = await screen.findByTestId('home-countdowns');
    await within(countdowns).findByText('Ends in 1:00:00');
    expect(within(countdowns).getByRole('link', { name: 'Spring Round' }).getAttribute('href')).toBe(
      '/contest/7',
    );
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(within(countdowns).getByText('Ends in 0:59:58')).toBeTruthy();

    const problems = screen.getByTestId('home-recent-problems');
    await within(problems).findByText('This part could not be loaded.');
    expect(within(problems).getByRole('button', { name: 'Retry' })).toBeTruthy();

    const rank = screen.getByTestId('home-ac-rank');
    await within(rank).findByText('Nobody has solved a problem in the last 7 days');

    const week = screen.getByTestId('home-submission-statistics');
    await within(week).findByText('No submissions in the last week');
  });

  it('lists the 7-day rank with links to each user home', async () => {
    serve({
      '/api/get-recent-contest': () => json(200, []),
      '/api/get-recent-seven-ac-rank': () =>
        json(200, [
          {
            uid: 'u1',
            username: 'ann',
            nickname: null,
            avatar: null,
            titleName: 'Champion',
            titleColor: '#ffd700',
            ac: 12,
          },
        ]),
    });
    renderHome();
    const rank = await screen.findByTestId('home-ac-rank');
    const link = await within(rank).findByRole('link', { name: 'ann' });
    expect(link.getAttribute('href')).toBe('/user-home?uid=u1&username=ann');
    expect(within(rank).getByText('12 AC')).toBeTruthy();
    expect(within(rank).getByText('Champion').style.color).toBe('rgb(15, 23, 42)');
    await within(screen.getByTestId('home-countdowns')).findByText('No contest is running or coming up');
  });
});
