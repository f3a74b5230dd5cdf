import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { confirmStore } from '@/components/ui/confirm';
import type { Reminder, SystemMessage } from '@/hooks/api/message';
import { swrFetcher } from '@/lib/swr-fetcher';
import { sessionStore } from '@/stores/session';
import type { UserInfo } from '@/types/account';
import { MessageList } from './message-list';

const HOSTILE = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

const aReminder = (overrides: Partial<Reminder> = {}): Reminder => ({
  id: 1,
  action: 'Reply',
  sourceId: 7,
  sourceType: 'Discussion',
  sourceTitle: `Title ${HOSTILE}`,
  sourceContent: `Answer ${HOSTILE}`,
  quoteId: 3,
  quoteType: 'Comment',
  quoteContent: `Quoted ${HOSTILE}`,
  url: '/discussion-detail/7',
  state: false,
  senderId: 'u-bob',
  senderUsername: 'bob',
  senderAvatar: null,
  gmtCreate: '2026-11-26T08:00:00Z',
  ...overrides,
});

const page = <T,>(records: T[]) => ({ records, total: records.length, size: 6, current: 1, pages: 1 });

function stubApi(route: (url: URL, method: string) => unknown) {
  const calls: { method: string; url: URL }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const url = new URL(path, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      const body = { status: 200, msg: 'success', data: route(url, method) ?? null };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderList(type: 'reply' | 'sys') {
  return render(
    <MemoryRouter>
      <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
        <MessageList type={type} />
      </SWRConfig>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  changeLocale('en-US');
  sessionStore.set({
    token: 'token',
    user: { uid: 'u-ann', username: 'ann', roleList: [] } as unknown as UserInfo,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  confirmStore.set(null);
});

describe('MessageList', () => {
  it('shows who replied, where, and the quoted text as plain text', async () => {
    const calls = stubApi((url) => (url.pathname === '/api/msg/reply' ? page([aReminder()]) : null));
    const { container } = renderList('reply');
    const item = await screen.findByTestId('reminder');
    expect(item.textContent).toContain('bob replied to you in');
    expect(screen.getByTestId('reminder-source').getAttribute('href')).toBe('/discussion-detail/7');
    expect(screen.getByTestId('reminder-content').textContent).toBe(`Answer ${HOSTILE}`);
    expect(screen.getByTestId('reminder-quote').textContent).toBe(`Quoted ${HOSTILE}`);
    expect(container.querySelector('img[onerror], script')).toBeNull();
    const list = calls.find((call) => call.url.pathname === '/api/msg/reply');
    expect(list?.url.searchParams.get('limit')).toBe('6');
  });

  it('links only to in-app addresses', async () => {
    stubApi(() => page([aReminder({ url: 'javascript:alert(1)' })]));
    renderList('reply');
    expect((await screen.findByTestId('reminder-source')).tagName).toBe('SPAN');
  });

  it('renders system messages as sanitised markdown, 8 per page', async () => {
    const notice: SystemMessage = {
      id: 4,
      title: 'Maintenance',
      content: `**Tonight** ${HOSTILE}`,
      type: 'Sys',
      state: true,
      gmtCreate: '2026-11-26T08:00:00Z',
    };
    const calls = stubApi((url) => (url.pathname === '/api/msg/sys' ? { ...page([notice]), size: 8 } : null));
    const { container } = renderList('sys');
    await screen.findByText('Tonight');
    expect(container.querySelector('strong')?.textContent).toBe('Tonight');
    expect(container.querySelector('img[onerror], script')).toBeNull();
    expect(calls.find((call) => call.url.pathname === '/api/msg/sys')?.url.searchParams.get('limit')).toBe(
      '8',
    );
  });

  it('deletes one message, and cleans all only after confirmation', async () => {
    const calls = stubApi((url, method) =>
      url.pathname === '/api/msg/reply' && method === 'GET' ? page([aReminder()]) : null,
    );
    renderList('reply');
    fireEvent.click(await screen.findByTestId('message-delete'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.url.search).toBe('?type=reply&id=1'),
    );

    fireEvent.click(screen.getByTestId('message-clean-all'));
    await waitFor(() => expect(confirmStore.get()?.text).toBe('Delete every message of this category?'));
    act(() => confirmStore.get()?.resolve(true));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url.search)).toEqual([
        '?type=reply&id=1',
        '?type=reply',
      ]),
    );
  });

  it('shows the empty state', async () => {
    stubApi(() => page([]));
    renderList('reply');
    expect((await screen.findByTestId('message-empty')).textContent).toBe('No messages');
    expect(screen.getByTestId('message-clean-all')).toHaveProperty('disabled', true);
  });
});
