import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AssistantSessionSummary } from '@verdict/common';
import { confirmStore } from '@/components/ui/confirm';
import { sessionStore } from '@/stores/session';
import { accountDialogStore } from '@/stores/ui';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { callsTo, stubApi, type Call } from '@/test/stub-api';
import ChatPage from '.';
import { problemPath } from './problem-path';

const aSession = (
  index: number,
  overrides: Partial<AssistantSessionSummary> = {},
): AssistantSessionSummary => ({
  id: `c${index}`,
  kind: 'chat',
  pid: `P${1000 + index}`,
  problemTitle: `Problem ${index}`,
  cid: null,
  tid: null,
  gid: null,
  submitId: null,
  preview: `Question ${index}`,
  messageCount: 2 * index,
  gmtModified: '2026-11-26T08:00:00Z',
  ...overrides,
});

/** 23 conversations, ten a page, as the server pages them. */
function stubSessions(all: AssistantSessionSummary[]) {
  return stubApi({
    '/ai/status': { unavailable: null, maxMessageLength: 2000, dailyMessages: 50, usedToday: 1 },
    '/ai/sessions': ({ url }: Call) => {
      const page = Number(url.searchParams.get('currentPage'));
      const limit = Number(url.searchParams.get('limit'));
      return {
        records: all.slice((page - 1) * limit, page * limit),
        total: all.length,
        size: limit,
        current: page,
      };
    },
    'DELETE /ai/session/c2': null,
    '/ai/session/c3': {
      ...aSession(3, { gid: 9 }),
      messages: [
        {
          id: 1,
          role: 'user',
          content: 'How?',
          unfinished: false,
          error: null,
          gmtCreate: '2026-11-26T08:00:00Z',
        },
      ],
    },
  });
}

const renderAt = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="/home" element={<p>home page</p>} />
      <Route path="/chat" element={<ChatPage />} />
    </>,
  );

resetBetweenTests();

describe('/chat', () => {
  it('asks a signed-out visitor to log in', async () => {
    sessionStore.set({ token: null, user: null });
    const calls = stubSessions([]);
    renderAt('/chat');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(accountDialogStore.get()).toBe('Login');
    expect(calls.filter((call) => call.url.pathname.startsWith('/ai'))).toEqual([]);
  });

  it('says so when there is no conversation yet', async () => {
    signIn('u-ann');
    stubSessions([]);
    renderAt('/chat');
    expect((await screen.findByTestId('assistant-sessions-empty')).textContent).toContain(
      'No conversations yet',
    );
  });

  it('lists ten a page with problem, kind, first question, messages and time, and pages on', async () => {
    signIn('u-ann');
    const all = Array.from({ length: 23 }, (_, index) =>
      aSession(index + 1, index === 0 ? { kind: 'hint', submitId: 77 } : {}),
    );
    const calls = stubSessions(all);
    renderAt('/chat');
    const rows = await screen.findAllByTestId('assistant-session');
    expect(rows).toHaveLength(10);
    expect(rows[0].textContent).toContain('P1001 Problem 1');
    expect(within(rows[0]).getByTestId('assistant-session-kind').textContent).toBe('Hint');
    expect(rows[0].textContent).toContain('Submission #77');
    expect(within(rows[1]).getByTestId('assistant-session-kind').textContent).toBe('Chat');
    expect(within(rows[1]).getByTestId('assistant-session-preview').textContent).toBe('Question 2');
    expect(rows[1].textContent).toContain('Messages: 4');
    expect(Object.fromEntries(callsTo(calls, 'GET', '/ai/sessions')[0].url.searchParams)).toEqual({
      currentPage: '1',
      limit: '10',
    });
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(screen.getAllByTestId('assistant-session')).toHaveLength(3));
    expect(screen.getAllByTestId('assistant-session')[0].textContent).toContain('P1021');
  });

  it('continues a conversation beside the list, with a link back to its problem', async () => {
    signIn('u-ann');
    stubSessions([aSession(3, { gid: 9 })]);
    renderAt('/chat');
    fireEvent.click(await screen.findByTestId('assistant-session-open'));
    const open = await screen.findByTestId('assistant-open-session');
    await waitFor(() => expect(within(open).getAllByTestId('assistant-message')).toHaveLength(1));
    expect(within(open).getByTestId('assistant-to-problem').getAttribute('href')).toBe(
      '/group/9/problem/P1003',
    );
    expect(within(open).getByTestId('assistant-input')).toBeTruthy();
  });

  it('deletes a conversation after confirming', async () => {
    signIn('u-ann');
    const all = [aSession(1), aSession(2)];
    const calls = stubSessions(all);
    renderAt('/chat');
    const rows = await screen.findAllByTestId('assistant-session');
    fireEvent.click(within(rows[1]).getByTestId('assistant-session-delete'));
    await waitFor(() =>
      expect(confirmStore.get()?.text).toBe('Delete this conversation about P1002? This cannot be undone.'),
    );
    all.splice(1, 1);
    act(() => {
      confirmStore.get()?.resolve(true);
      confirmStore.set(null);
    });
    await waitFor(() => expect(screen.getAllByTestId('assistant-session')).toHaveLength(1));
    expect(callsTo(calls, 'DELETE', '/ai/session/c2')).toHaveLength(1);
  });
});

describe('problemPath', () => {
  it.each([
    [{ cid: 5, tid: null, gid: null }, '/contest/5/problem/A'],
    [{ cid: null, tid: 6, gid: null }, '/training/6/problem/A'],
    [{ cid: null, tid: null, gid: 7 }, '/group/7/problem/A'],
    [{ cid: null, tid: null, gid: null }, '/problem/A'],
  ])('%o leads to %s', (place, path) => {
    expect(problemPath({ ...place, pid: 'A' })).toBe(path);
  });
});
