import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrainingView } from '@verdict/common';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { sessionStore } from '@/stores/session';
import { accountDialogStore, toastStore } from '@/stores/ui';
import { TrainingTable } from './training-table';

const row: TrainingView = {
  id: 9,
  title: 'Dynamic programming',
  description: null,
  author: 'teacher',
  auth: 'Public',
  rank: 5,
  status: true,
  isVip: true,
  gid: null,
  categoryId: 2,
  categoryName: 'DP',
  categoryColor: '#fef08a',
  acCount: 2,
  problemCount: 3,
  gmtCreate: '2026-11-26T08:00:00Z',
  gmtModified: '2026-11-26T08:00:00Z',
};

const table = () => within(screen.getByTestId('training-list'));

beforeEach(() => {
  changeLocale('en-US');
  toastStore.set([]);
  accountDialogStore.set(null);
});
afterEach(() => {
  cleanup();
  sessionStore.set({ token: null, user: null });
});

describe('TrainingTable', () => {
  it('shows a signed-in user their progress, the category in its colour and the VIP flag', () => {
    sessionStore.set({ token: 'token', user: null });
    render(
      <MemoryRouter>
        <TrainingTable records={[row]} />
      </MemoryRouter>,
    );
    expect(table().getByText('2/3')).toBeTruthy();
    expect(table().getByRole('progressbar').getAttribute('aria-valuetext')).toBe('66.67%');
    const chip = table().getByTestId('category-chip');
    expect(chip.textContent).toBe('DP');
    // A light category colour gets dark text.
    expect(chip.style.backgroundColor).toBe('rgb(254, 240, 138)');
    expect(chip.style.color).toBe('rgb(15, 23, 42)');
    expect(table().getByText('★ VIP')).toBeTruthy();
  });

  it('shows a visitor the problem count and asks them to log in to open a training', () => {
    render(
      <MemoryRouter>
        <TrainingTable records={[row]} />
      </MemoryRouter>,
    );
    expect(table().queryByRole('progressbar')).toBeNull();
    expect(table().getByText('3 problems')).toBeTruthy();
    fireEvent.click(table().getByRole('button', { name: /Dynamic programming/ }));
    expect(accountDialogStore.get()).toBe('Login');
    expect(toastStore.get().map((toast) => toast.text)).toContain('Please login first');
  });

  it('says so when there is no training', () => {
    render(
      <MemoryRouter>
        <TrainingTable records={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No training yet.')).toBeTruthy();
  });
});
