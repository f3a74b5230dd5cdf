import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_SERVER_RECONNECT, LanguageServerEvent, type LanguageServerStarted } from '@verdict/common';
import { fakeSocket } from '@/test/fake-socket';
import type { LanguageServerState } from '../language-server-state';
import { followLanguageServer, type FollowOptions } from './follow-language-server';
import type { OpenSession, StartedSession } from './open-session';

interface FakeSession extends OpenSession {
  started: StartedSession;
  /** The server ends it (a reason), or the socket drops (null). */
  end(reason: string | null): void;
}

function fakeSession(started: StartedSession): FakeSession {
  let resolveEnded: (reason: string | null) => void = () => undefined;
  const session: FakeSession = {
    started,
    ready: Promise.resolve(),
    ended: new Promise((resolve) => (resolveEnded = resolve)),
    closed: false,
    stop: vi.fn(() => Promise.resolve()),
    drop: vi.fn(),
    end: (reason) => {
      (session as { closed: boolean }).closed = true;
      resolveEnded(reason);
    },
  };
  return session;
}

/** A server that grants sessions s1, s2… (or answers `refuse`), and the follower under test. */
function follow(answer: (count: number) => LanguageServerStarted | null = () => null) {
  const io = fakeSocket();
  const states: LanguageServerState['kind'][] = [];
  const sessions: FakeSession[] = [];
  let requests = 0;
  const options: FollowOptions = {
    socket: io.socket,
    start: { language: 'C++ 17' },
    request: () => {
      requests += 1;
      const given = answer(requests) ?? {
        ok: true,
        session: `s${requests}`,
        documentUri: 'file:///workspace/main.cpp',
        languageId: 'cpp',
      };
      return Promise.resolve(given);
    },
    open: (started) => {
      const session = fakeSession(started);
      sessions.push(session);
      return session;
    },
    onState: (state) => states.push(state.kind),
  };
  const detach = followLanguageServer(options);
  return { io, states, sessions, detach, requests: () => requests };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => {
  vi.useRealTimers();
});

describe('followLanguageServer', () => {
  it('starts a session on a connected socket and reports it on', async () => {
    vi.useFakeTimers();
    const { states, sessions, detach } = follow();
    await settle();
    expect(sessions.map((session) => session.started.session)).toEqual(['s1']);
    expect(states).toEqual(['connecting', 'on']);
    await detach();
  });

  it('shows a refusal and does not ask again until the socket reconnects', async () => {
    vi.useFakeTimers();
    const { io, states, requests, detach } = follow((count) =>
      count === 1 ? { ok: false, message: 'The language server host is full' } : null,
    );
    await settle();
    expect(states.at(-1)).toBe('refused');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests()).toBe(1);
    io.drop();
    io.reconnect();
    await settle();
    expect(requests()).toBe(2);
    expect(states.at(-1)).toBe('on');
    await detach();
  });

  it('restarts 100 ms after the server ends the session', async () => {
    vi.useFakeTimers();
    const { sessions, states, detach } = follow();
    await settle();
    vi.advanceTimersByTime(10_000);
    sessions[0].end('The language server exited');
    await settle();
    expect(sessions[0].drop).toHaveBeenCalled();
    expect(states.at(-1)).toBe('connecting');
    await vi.advanceTimersByTimeAsync(LANGUAGE_SERVER_RECONNECT.restartAfterCloseMs - 1);
    expect(sessions).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sessions.map((session) => session.started.session)).toEqual(['s1', 's2']);
    expect(states.at(-1)).toBe('on');
    await detach();
  });

  it('starts a new session when the socket reconnects', async () => {
    vi.useFakeTimers();
    const { io, sessions, states, detach } = follow();
    await settle();
    io.drop();
    sessions[0].end(null);
    await settle();
    expect(states.at(-1)).toBe('connecting');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sessions).toHaveLength(1);
    io.reconnect();
    await settle();
    expect(sessions).toHaveLength(2);
    expect(states.at(-1)).toBe('on');
    await detach();
  });

  it('gives up on a session that keeps ending as soon as it starts', async () => {
    vi.useFakeTimers();
    const { sessions, states, detach } = follow();
    await settle();
    for (let round = 0; round < LANGUAGE_SERVER_RECONNECT.attempts; round += 1) {
      sessions.at(-1)?.end('clangd crashed');
      await vi.advanceTimersByTimeAsync(LANGUAGE_SERVER_RECONNECT.restartAfterCloseMs);
    }
    expect(sessions).toHaveLength(LANGUAGE_SERVER_RECONNECT.attempts);
    expect(states.at(-1)).toBe('failed');
    await detach();
  });

  it('stops its session when detached and reports nothing after', async () => {
    vi.useFakeTimers();
    const { io, sessions, states, detach } = follow();
    await settle();
    const seen = states.length;
    await detach();
    await settle();
    expect(sessions[0].stop).toHaveBeenCalledOnce();
    sessions[0].end('stopped');
    io.reconnect();
    await settle();
    expect(states).toHaveLength(seen);
    expect(sessions).toHaveLength(1);
  });

  it('stops a session granted after it was detached', async () => {
    let grant: ((answer: LanguageServerStarted) => void) | null = null;
    const io = fakeSocket();
    const detach = followLanguageServer({
      socket: io.socket,
      start: { language: 'Python3' },
      request: () => new Promise((resolve) => (grant = resolve)),
      open: () => {
        throw new Error('a detached follower opened a session');
      },
      onState: () => undefined,
    });
    await vi.waitFor(() => expect(grant).not.toBeNull());
    // The detach settles only once the start on its way has been answered and undone.
    const detached = detach();
    grant!({ ok: true, session: 'late', documentUri: 'file:///workspace/main.py', languageId: 'python' });
    await detached;
    expect(io.sent).toEqual([{ event: LanguageServerEvent.stop, payload: { session: 'late' } }]);
  });

  it("waits for the same language's stop before starting again", async () => {
    const order: string[] = [];
    let finishStop: () => void = () => undefined;
    const io = fakeSocket();
    const base = {
      socket: io.socket,
      start: { language: 'C' },
      onState: () => undefined,
    };
    const first = followLanguageServer({
      ...base,
      request: () =>
        Promise.resolve({ ok: true, session: 'a', documentUri: 'file:///workspace/main.c', languageId: 'c' }),
      open: (started) => {
        const session = fakeSession(started);
        session.stop = () => {
          order.push('stop a');
          return new Promise<void>((resolve) => (finishStop = resolve));
        };
        return session;
      },
    });
    await vi.waitFor(() => expect(io.listening('connect')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    void first();
    const second = followLanguageServer({
      ...base,
      request: () => {
        order.push('start b');
        return Promise.resolve({ ok: false, message: 'no' });
      },
      open: fakeSession,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['stop a']);
    finishStop();
    await vi.waitFor(() => expect(order).toEqual(['stop a', 'start b']));
    await second();
  });
});
