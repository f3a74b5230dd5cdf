import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import type { UserHome } from '@/types/account';
import { UserProfileCard } from './user-profile-card';

afterEach(cleanup);

const user = {
  uid: 'u1',
  username: 'alice',
  avatar: null,
  total: 10,
  acRate: 20,
  solvedList: ['P1', 'P2'],
  solvedGroupByDifficulty: { '1': ['P1', 'P2'] },
  scoreList: [],
} as unknown as UserHome;

describe('UserProfileCard', () => {
  it("shows the server's AC rate (solved problems over submissions, as on the rank)", () => {
    changeLocale('en-US');
    render(<UserProfileCard user={user} />);
    const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(stat('Solved')).toBe('2');
    expect(stat('Submissions')).toBe('10');
    expect(stat('AC rate')).toBe('20.00%');
  });

  it('shows 0.00% before the first submission', () => {
    changeLocale('en-US');
    render(<UserProfileCard user={{ ...user, total: 0, acRate: 0 }} />);
    expect(screen.getByText('AC rate').nextElementSibling?.textContent).toBe('0.00%');
  });
});
