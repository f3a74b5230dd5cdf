import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocketEvent } from '@verdict/common';
import { swrFetcher } from '@/lib/swr-fetcher';
import { sessionStore } from '@/stores/session';
import type { UserInfo } from '@/types/account';
import { totalUnread, useUnreadCounts, useUnreadPush } from './message';

/** A stand-in for the socket.io connection: the test plays the server's pushes. */
const fakeSocket = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    handlers,
    options: [] as unknown[],
    disconnect: vi.fn(),
    on(event: string, handler: (payload: unknown) => void) {
      handlers.set(event, handler);
    },
    off(event: string) {
      handlers.delete(event);
    },
  };
});
vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    fakeSocket.options.push(options);
    return fakeSocket;
  },
}));

function Badge() {
  useUnreadPush();
  const { data } = useUnreadCounts();
  return <span data-testid="total">{data ? totalUnread(data) : '-'}</span>;
}

beforeEach(() => {
  fakeSocket.handlers.clear();
  fakeSocket.options.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            status: 200,
            msg: 'success',
            data: { comment: 1, reply: 0, like: 0, sys: 0, mine: 0 },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('unread counts', () => {
  it('are read on sign-in and replaced at once by a push', async () => {
    sessionStore.set({
      token: 'tok',
      user: { uid: 'u-ann', username: 'ann', roleList: [] } as unknown as UserInfo,
    });
    render(
      <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
        <Badge />
      </SWRConfig>,
    );
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('1'));
    await waitFor(() => expect(fakeSocket.handlers.has(SocketEvent.messageUnread)).toBe(true));
    act(() =>
      fakeSocket.handlers.get(SocketEvent.messageUnread)?.({
        comment: 1,
        reply: 2,
        like: 3,
        sys: 0,
        mine: 0,
      }),
    );
    expect(screen.getByTestId('total').textContent).toBe('6');
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
  });

  it('open no socket and read nothing while signed out', async () => {
    sessionStore.set({ token: null, user: null });
    render(
      <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
        <Badge />
      </SWRConfig>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('total').textContent).toBe('-');
    expect(fakeSocket.options).toEqual([]);
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
