import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { confirmStore } from '@/components/ui/confirm';
import { swrFetcher } from '@/lib/swr-fetcher';
import { sessionStore } from '@/stores/session';
import { accountDialogStore, toastStore } from '@/stores/ui';
import { aComment, aCommentPage, aReply } from '@/test-fixtures/comment';
import type { UserInfo } from '@/types/account';
import { CommentArea } from './comment-area';

type Route = (url: URL, init?: RequestInit) => unknown;

/** Answers each call with the envelope of what `route` returns for it; the calls are kept. */
function stubApi(route: Route) {
  const calls: { method: string; url: URL }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const url = new URL(path, 'http://localhost');
      calls.push({ method: init?.method ?? 'GET', url });
      const body = { status: 200, msg: 'success', data: route(url, init) ?? null };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderArea(canModerate = false) {
  return render(
    <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
      <CommentArea place={{ cid: 5 }} canModerate={canModerate} />
    </SWRConfig>,
  );
}

const signIn = (uid: string) =>
  sessionStore.set({ token: 'token', user: { uid, username: uid, roleList: [] } as unknown as UserInfo });

beforeEach(() => {
  changeLocale('en-US');
  signIn('u-ann');
  toastStore.set([]);
  accountDialogStore.set(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CommentArea', () => {
  it('shows SPA and ADM badges and titles in their colour', async () => {
    stubApi(() =>
      aCommentPage([
        aComment({
          id: 2,
          fromName: 'root',
          fromRole: 'root',
          fromTitleName: 'Jury',
          fromTitleColor: '#ff8800',
        }),
        aComment({ id: 1, fromName: 'owen', fromRole: 'admin' }),
      ]),
    );
    renderArea();
    const badges = await screen.findAllByTestId('role-badge');
    expect(badges.map((badge) => badge.textContent)).toEqual(['SPA', 'ADM']);
    expect(screen.getByTestId('user-title').style.backgroundColor).toBe('rgb(255, 136, 0)');
  });

  it('shows the first 3 replies, all of them on request, and 3 again on collapse', async () => {
    const replies = [1, 2, 3, 4, 5].map((id) => aReply({ id, content: `reply ${id}` }));
    stubApi((url) =>
      url.pathname === '/api/reply'
        ? replies
        : aCommentPage([aComment({ totalReplyNum: 5, replyList: replies.slice(0, 3) })]),
    );
    renderArea();
    const thread = await screen.findByTestId('reply-thread');
    expect(within(thread).getAllByTestId('reply')).toHaveLength(3);
    fireEvent.click(within(thread).getByText('Show all 5 replies'));
    await waitFor(() => expect(within(thread).getAllByTestId('reply')).toHaveLength(5));
    fireEvent.click(within(thread).getByText('Collapse'));
    expect(within(thread).getAllByTestId('reply')).toHaveLength(3);
  });

  it('never lets comment markdown run script', async () => {
    const hostile =
      'Hi <script>window.hacked = 1</script> <img src="x" onerror="window.hacked = 1"> [win](javascript:alert(1))';
    stubApi(() => aCommentPage([aComment({ content: hostile })]));
    const { container } = renderArea();
    await screen.findByText('win');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('win').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });

  it('loads 10 comments at a time', async () => {
    const all = Array.from({ length: 12 }, (_, index) =>
      aComment({ id: 12 - index, content: `c${12 - index}` }),
    );
    const calls = stubApi((url) => {
      const page = Number(url.searchParams.get('currentPage'));
      return aCommentPage(all.slice((page - 1) * 10, page * 10), 12, page);
    });
    renderArea();
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(10));
    fireEvent.click(screen.getByTestId('comment-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(12));
    expect(screen.queryByTestId('comment-load-more')).toBeNull();
    expect(calls.map((call) => call.url.searchParams.get('currentPage'))).toEqual(['1', '2']);
  });

  it('shows the empty state and refuses a blank comment without asking the server', async () => {
    const calls = stubApi(() => aCommentPage([]));
    renderArea();
    expect((await screen.findByTestId('comment-empty')).textContent).toBe('No comments yet');
    fireEvent.change(screen.getByLabelText('Write a comment (Markdown supported)'), {
      target: { value: '  \n ' },
    });
    fireEvent.click(screen.getByTestId('comment-submit'));
    expect(toastStore.get().map((item) => item.text)).toContain('Content cannot be empty');
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('asks a visitor to log in instead of offering the box', async () => {
    sessionStore.set({ token: null, user: null });
    stubApi(() => aCommentPage([aComment()]));
    renderArea();
    fireEvent.click(await screen.findByTestId('comment-login'));
    expect(accountDialogStore.get()).toBe('Login');
    expect(toastStore.get().map((item) => item.text)).toContain('Please login first');
  });

  it('offers delete to the author and moderators only, and asks first', async () => {
    const calls = stubApi(() =>
      aCommentPage([aComment({ id: 2, fromUid: 'u-bob' }), aComment({ id: 1, fromUid: 'u-ann' })]),
    );
    renderArea();
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(2));
    const deletes = screen.getAllByTestId('comment-delete');
    expect(deletes).toHaveLength(1);
    fireEvent.click(deletes[0]);
    await waitFor(() => expect(confirmStore.get()?.text).toBe('Delete this comment and all its replies?'));
    act(() => {
      confirmStore.get()?.resolve(false);
      confirmStore.set(null);
    });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    cleanup();
    renderArea(true);
    await waitFor(() => expect(screen.getAllByTestId('comment-delete')).toHaveLength(2));
  });
});

describe('CommentArea under a discussion', () => {
  it('reads and posts the discussion comments by did', async () => {
    const bodies: unknown[] = [];
    const calls = stubApi((url, init) => {
      if (init?.method === 'POST') bodies.push(JSON.parse(String(init.body)));
      return url.pathname === '/api/comments' ? aCommentPage([aComment({ cid: null, did: 7 })]) : aComment();
    });
    render(
      <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
        <CommentArea place={{ did: 7 }} canModerate={false} />
      </SWRConfig>,
    );
    await screen.findByTestId('comment');
    const list = calls.find((call) => call.url.pathname === '/api/comments');
    expect(list?.url.searchParams.get('did')).toBe('7');
    expect(list?.url.searchParams.has('cid')).toBe(false);
    fireEvent.change(screen.getByLabelText('Write a comment (Markdown supported)'), {
      target: { value: 'Nice post' },
    });
    fireEvent.click(screen.getByTestId('comment-submit'));
    await waitFor(() => expect(bodies).toEqual([{ cid: null, did: 7, content: 'Nice post' }]));
  });
});
