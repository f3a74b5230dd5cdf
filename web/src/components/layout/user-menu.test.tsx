import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { swrFetcher } from '@/lib/swr-fetcher';
import { sessionStore } from '@/stores/session';
import type { UserInfo } from '@/types/account';
import { UserMenu } from './user-menu';

function stubUnread(counts: Record<string, number>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const data = path.startsWith('/api/msg/unread') ? counts : null;
      return new Response(JSON.stringify({ status: 200, msg: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderMenu() {
  return render(
    <MemoryRouter>
      <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
        <UserMenu />
      </SWRConfig>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  changeLocale('en-US');
  sessionStore.set({
    token: 't',
    user: { uid: 'u-ann', username: 'ann', roleList: [] } as unknown as UserInfo,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UserMenu unread counts', () => {
  it('shows the total on the button and each category in the menu', async () => {
    stubUnread({ comment: 2, reply: 0, like: 150, sys: 1, mine: 0 });
    renderMenu();
    expect((await screen.findByTestId('unread-total')).textContent).toBe('99+');
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getByTestId('user-menu-message-discuss').textContent).toBe('Comments2');
    expect(screen.getByTestId('user-menu-message-reply').textContent).toBe('Replies');
    expect(screen.getByTestId('user-menu-message-like').textContent).toBe('Likes99+');
    expect(screen.getByTestId('user-menu-message-sys').getAttribute('href')).toBe('/message/sys');
  });

  it('shows no badge when nothing is unread', async () => {
    stubUnread({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
    renderMenu();
    fireEvent.click(screen.getByTestId('user-menu'));
    await screen.findByTestId('user-menu-message-mine');
    expect(screen.queryByTestId('unread-total')).toBeNull();
  });
});
