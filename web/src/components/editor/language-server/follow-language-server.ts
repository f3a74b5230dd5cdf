/**
 * Keeps one language server session running for an editor while it is attached: started when
 * the socket is connected, started anew after a reconnect (the server ends a socket's sessions
 * with it), restarted 100 ms after the server ends it, and stopped when detached. A refusal is
 * shown and not retried; a session that keeps ending within seconds of its start is given up
 * after as many restarts as the socket has reconnect attempts.
 */
import {
  LANGUAGE_SERVER_RECONNECT,
  LanguageServerEvent,
  type LanguageServerStart,
  type LanguageServerStarted,
} from '@verdict/common';
import type { LanguageServerState } from '../language-server-state';
import { withLanguageLock } from './language-lock';
import type { OpenSession, StartedSession } from './open-session';
import type { SessionSocket } from './session-transport';

export interface FollowOptions {
  socket: SessionSocket;
  start: LanguageServerStart;
  /** Asks the server for a session (`lsp-start` with its acknowledgement). */
  request: (start: LanguageServerStart) => Promise<LanguageServerStarted>;
  /** Wires a started session to the editor. */
  open: (started: StartedSession) => OpenSession;
  onState: (state: LanguageServerState) => void;
  now?: () => number;
}

const CONNECTING: LanguageServerState = { kind: 'connecting' };

/** Returns the detach function, which resolves once the session is stopped. */
export function followLanguageServer(options: FollowOptions): () => Promise<void> {
  const { socket, start, onState } = options;
  const now = options.now ?? Date.now;
  const { language } = start;
  let detached = false;
  let current: { handle: OpenSession; since: number } | null = null;
  let restart: ReturnType<typeof setTimeout> | undefined;
  let shortLived = 0;
  const report = (state: LanguageServerState) => {
    if (!detached) onState(state);
  };

  const ended = (handle: OpenSession, reason: string | null) => {
    if (current?.handle !== handle) return; // stopped here, not ended by the server
    const lived = now() - current.since;
    current = null;
    handle.drop();
    if (detached) return;
    // A dropped socket: its reconnect starts the next session.
    if (reason === null || !socket.connected) return report(CONNECTING);
    shortLived = lived < LANGUAGE_SERVER_RECONNECT.delayMs ? shortLived + 1 : 0;
    if (shortLived >= LANGUAGE_SERVER_RECONNECT.attempts) return report({ kind: 'failed', reason });
    report(CONNECTING);
    restart = setTimeout(begin, LANGUAGE_SERVER_RECONNECT.restartAfterCloseMs);
  };

  const begin = () => void withLanguageLock(language, startOne).catch(() => report({ kind: 'failed' }));

  const startOne = async () => {
    if (detached || current || !socket.connected) return;
    report(CONNECTING);
    const answer = await options.request(start);
    if (!answer.ok) {
      if (socket.connected)
        report(answer.message ? { kind: 'refused', message: answer.message } : { kind: 'failed' });
      return;
    }
    if (detached) {
      socket.emit(LanguageServerEvent.stop, { session: answer.session });
      return;
    }
    const handle = options.open(answer);
    current = { handle, since: now() };
    void handle.ended.then((reason) => ended(handle, reason));
    try {
      await handle.ready;
      report({ kind: 'on' });
    } catch {
      // A session that ended on its way up is restarted by `ended`; anything else is given up.
      if (handle.closed || current?.handle !== handle) return;
      current = null;
      await handle.stop();
      report({ kind: 'failed' });
    }
  };

  const reconnected = () => {
    clearTimeout(restart);
    shortLived = 0;
    begin();
  };
  socket.on('connect', reconnected);
  if (socket.connected) begin();
  else report(CONNECTING);

  return () => {
    detached = true;
    clearTimeout(restart);
    socket.off('connect', reconnected);
    const handle = current?.handle;
    current = null;
    // Queued behind a start still on its way, which then sees `detached` and stops its own session.
    return withLanguageLock(language, async () => {
      await handle?.stop();
    }).catch(() => undefined);
  };
}
