import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RecentOtherContest } from '@verdict/common';
import { formatDateTime } from '@/lib/format';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { callsTo, stubApi, type Answer } from '@/test/stub-api';
import { OtherContests } from './other-contests';

const OTHER = '/api/get-recent-other-contest';

function renderPanel(answer: Answer) {
  const calls = stubApi({ [OTHER]: answer });
  renderRoutes('/home', <Route path="/home" element={<OtherContests />} />);
  return calls;
}

const round: RecentOtherContest = {
  oj: 'CF',
  title: 'Codeforces Round 1000 (Div. 2)',
  beginTime: '2026-03-02T14:35:00Z',
  endTime: '2026-03-02T16:35:00Z',
  url: 'https://codeforces.com/contest/2063',
};

resetBetweenTests();

describe('OtherContests', () => {
  it('shows nothing when the site follows no other judge, nor when the list failed', async () => {
    const calls = renderPanel([]);
    await waitFor(() => expect(callsTo(calls, 'GET', OTHER)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('home-other-contests')).toBeNull();

    const failing = renderPanel({ fail: 500, msg: 'Server error, please refresh again' });
    await waitFor(() => expect(callsTo(failing, 'GET', OTHER)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('home-other-contests')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists each contest with its judge, its page in a new tab, its start and its length', async () => {
    renderPanel([round, { ...round, oj: 'AC', title: 'ABC 400', url: 'javascript:alert(1)' }]);
    const card = await screen.findByTestId('home-other-contests');
    expect(within(card).getByRole('heading').textContent).toBe('Contests on other judges');
    const [, first, second] = within(card).getAllByRole('row');
    const link = within(first).getByRole<HTMLAnchorElement>('link', { name: round.title });
    expect([link.href, link.target, link.rel]).toEqual([round.url, '_blank', 'noopener noreferrer']);
    expect(first.textContent).toBe(`CF${round.title}${formatDateTime(round.beginTime)}2:00:00`);
    // An address that is no web page is not a link.
    expect(within(second).queryByRole('link')).toBeNull();
    expect(within(second).getByText('ABC 400')).toBeTruthy();
  });
});
