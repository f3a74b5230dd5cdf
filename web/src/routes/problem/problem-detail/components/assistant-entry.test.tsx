import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AssistantStatus, AssistantUnavailable } from '@verdict/common';
import { sessionStore } from '@/stores/session';
import { apiReply } from '@/test/api-reply';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { sseStream } from '@/test/sse-stream';
import { stubFetch } from '@/test/stub-fetch';
import type { ProblemDetail } from '@/types/problem';
import { DEFAULT_EDITOR_SETTINGS } from '../hooks/use-editor-settings';
import { ProblemScopeContext, type ProblemScope } from '../problem-scope';
import { useAssistantEntry } from './assistant-entry';
import { EditorToolbar } from './editor-toolbar';

const detail = {
  problem: { id: 1, problemId: 'P1000', title: 'A + B' },
  languages: ['C++'],
  languagesWithoutJudge: [],
} as unknown as ProblemDetail;

/** The problem page's part that uses the entry: its button, a stand-in for the submit bar's "Why?", the dialog. */
function Page({ hintsOn }: { hintsOn: boolean }) {
  const entry = useAssistantEntry(detail, { code: 'int main() {}', language: 'C++' }, hintsOn);
  const { onExplain } = entry;
  return (
    <div>
      {entry.button}
      {onExplain ? (
        <button type="button" data-testid="why" onClick={() => onExplain(41, -1)}>
          Why?
        </button>
      ) : null}
      {entry.dialog}
    </div>
  );
}

let sessions = 0;

/** Status, init-session (a new id each time), empty conversations, and one reply stream per message. */
function fakeServer(unavailable: AssistantUnavailable | null = null) {
  const status: AssistantStatus = { unavailable, maxMessageLength: 2000, dailyMessages: 50, usedToday: 0 };
  const streams: ReturnType<typeof sseStream>[] = [];
  const urls = stubFetch((url, init) => {
    const path = url.pathname;
    if (path === '/ai/status') return apiReply(200, 'success', status);
    if (path === '/ai/init-session') return apiReply(200, 'success', `e${++sessions}`);
    if (path.startsWith('/ai/chat/')) {
      const stream = sseStream(init.signal);
      streams.push(stream);
      return stream.response;
    }
    const id = /^\/ai\/session\/([^/]+)$/.exec(path)?.[1];
    if (id)
      return apiReply(200, 'success', {
        id,
        kind: 'chat',
        pid: 'P1000',
        problemTitle: 'A + B',
        messages: [],
      });
    return apiReply(200, 'success', null);
  });
  const asked = (path: string) => urls.filter((url) => url.pathname === path);
  return { asked, streams };
}

function renderPage(scope: ProblemScope, hintsOn = false) {
  return renderRoutes(
    '/problem/P1000',
    <Route
      path="/problem/:problemID"
      element={
        <ProblemScopeContext.Provider value={scope}>
          <Page hintsOn={hintsOn} />
        </ProblemScopeContext.Provider>
      }
    />,
  );
}

resetBetweenTests();

describe('the assistant on the problem page', () => {
  it('is not offered signed out, nor on a contest problem before the contest ends', async () => {
    sessionStore.set({ token: null, user: null });
    const server = fakeServer();
    const signedOut = renderPage({ cid: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('assistant-open')).toBeNull();
    signedOut.unmount();
    signIn('u-ann');
    renderPage({ cid: 7, contestOngoing: true }, true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('assistant-open')).toBeNull();
    expect(screen.queryByTestId('why')).toBeNull();
    expect(server.asked('/ai/status')).toHaveLength(0);
  });

  it('offers the button after a contest, but "Why?" only outside contests with the setting on', async () => {
    signIn('u-ann');
    fakeServer();
    renderPage({ cid: 7, contestOngoing: false }, true);
    await screen.findByTestId('assistant-open');
    expect(screen.queryByTestId('why')).toBeNull();
  });

  it('offers "Why?" in the problem set only when the setting is on', async () => {
    signIn('u-ann');
    fakeServer();
    const { unmount } = renderPage({ cid: 0 }, false);
    await screen.findByTestId('assistant-open');
    expect(screen.queryByTestId('why')).toBeNull();
    unmount();
    renderPage({ cid: 0, tid: 3 }, true);
    await screen.findByTestId('why');
  });

  it('says why the assistant is unavailable instead of offering it', async () => {
    signIn('u-ann');
    fakeServer('switched-off');
    renderPage({ cid: 0 }, true);
    expect((await screen.findByTestId('assistant-unavailable')).textContent).toBe(
      'The assistant is switched off.',
    );
    expect(screen.queryByTestId('assistant-open')).toBeNull();
    expect(screen.queryByTestId('why')).toBeNull();
  });

  it('opens the latest conversation in the place, focused on the question box, and continues it when reopened', async () => {
    signIn('u-ann');
    const server = fakeServer();
    renderPage({ cid: 0, gid: 9 });
    fireEvent.click(await screen.findByTestId('assistant-open'));
    const box = await screen.findByTestId('assistant-input');
    await waitFor(() => expect(document.activeElement).toBe(box));
    const init = server.asked('/ai/init-session');
    expect(init).toHaveLength(1);
    expect(Object.fromEntries(init[0].searchParams)).toEqual({ pid: 'P1000', gid: '9' });
    const id = `e${sessions}`;
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('assistant-dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('assistant-open'));
    await screen.findByTestId('assistant-input');
    expect(server.asked('/ai/init-session')).toHaveLength(1);
    // Read again from the server, not only from memory.
    await waitFor(() => expect(server.asked(`/ai/session/${id}`).length).toBeGreaterThanOrEqual(2));
    fireEvent.click(screen.getByTestId('assistant-new'));
    await waitFor(() => expect(server.asked('/ai/init-session')).toHaveLength(2));
    expect(server.asked('/ai/init-session')[1].searchParams.get('fresh')).toBe('true');
  });

  it('"Why?" opens the hint conversation of the submission and asks the question by itself', async () => {
    signIn('u-ann');
    const server = fakeServer();
    renderPage({ cid: 0 }, true);
    fireEvent.click(await screen.findByTestId('why'));
    await waitFor(() => expect(server.streams).toHaveLength(1));
    const init = server.asked('/ai/init-session')[0];
    expect(Object.fromEntries(init.searchParams)).toEqual({ pid: 'P1000', submitId: '41' });
    const chat = server.asked(`/ai/chat/e${sessions}`)[0];
    expect(chat.searchParams.get('message')).toBe('Why did my submission get Wrong Answer?');
    expect(screen.getByRole('heading', { name: 'Why? · submission #41' })).toBeTruthy();
  });
});

describe("the editor settings' hint switch", () => {
  const draft = { language: 'C++', code: '', setLanguage: () => undefined } as never;
  const renderToolbar = (scope: ProblemScope) =>
    renderRoutes(
      '/p',
      <Route
        path="/p"
        element={
          <ProblemScopeContext.Provider value={scope}>
            <EditorToolbar
              detail={detail}
              draft={draft}
              settings={DEFAULT_EDITOR_SETTINGS}
              onSettings={() => undefined}
            />
          </ProblemScopeContext.Provider>
        }
      />,
    );
  const switchShown = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const shown = screen.queryByTestId<HTMLInputElement>('setting-assistantHints');
    return shown ? { checked: shown.checked, label: shown.closest('label')?.textContent } : null;
  };

  it('is offered, off, to a signed-in user outside contests only', () => {
    signIn('u-ann');
    const page = renderToolbar({ cid: 0 });
    expect(switchShown()).toEqual({ checked: false, label: 'AI hint on a failed submission' });
    page.unmount();
    const contest = renderToolbar({ cid: 4 });
    expect(switchShown()).toBeNull();
    contest.unmount();
    sessionStore.set({ token: null, user: null });
    renderToolbar({ cid: 0 });
    expect(switchShown()).toBeNull();
  });
});
