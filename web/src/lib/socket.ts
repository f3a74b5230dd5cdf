/**
 * One socket.io connection to the same origin, opened on first use. The server pushes
 * `submission-status` events for submissions the client subscribed to, contest events to the
 * followers of a contest, and a signed-in user's unread message counts; the editor's language
 * server talks over it too, and the chat in a namespace of its own multiplexed on the same
 * connection. The client library is loaded with the first watched submission, not with the page.
 */
import type { Socket } from 'socket.io-client';
import i18n from '@/i18n';
import { sessionStore } from '@/stores/session';
import {
  CHAT_NAMESPACE,
  CHAT_TIMING,
  SocketEvent,
  type ContestClarificationEvent,
  type SubmissionStatusEvent,
  type UnreadMessageCounts,
} from '@verdict/common';

/**
 * The socket of each origin ('' for this one) and namespace for the session's token; callers that
 * come while it is set up share it. Sockets of one origin share its connection (socket.io's Manager).
 */
const connections = new Map<string, { token: string | null; socket: Promise<Socket> }>();

function getSocket(origin = '', namespace = ''): Promise<Socket> {
  const token = sessionStore.get().token;
  const key = `${origin}${namespace}`;
  const current = connections.get(key);
  if (current && current.token === token) return current.socket;
  const socket = import('socket.io-client').then(async ({ io }) => {
    (await current?.socket.catch(() => null))?.disconnect();
    const options = {
      path: '/socket.io',
      // A function, read again at every reconnection: the language may have changed since.
      auth: (send: (data: object) => void) => send({ token: token ?? '', language: i18n.language }),
      reconnectionAttempts: CHAT_TIMING.reconnectAttempts,
      reconnectionDelay: CHAT_TIMING.reconnectDelayMs,
    };
    const opened = origin || namespace ? io(`${origin}${namespace}`, options) : io(options);
    // The server ends a user's sockets when the session changes (logout, a new role, a ban): sign
    // in again with the same token; one that was revoked is refused and the socket stays closed.
    opened.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') opened.connect();
    });
    return opened;
  });
  connections.set(key, { token, socket });
  // A failed load is tried again by the next caller.
  socket.catch(() => {
    if (connections.get(key)?.socket === socket) connections.delete(key);
  });
  return socket;
}

/**
 * The connection for the editor's language server: the shared one (its sessions ride on the same
 * socket and reconnect attempts as everything else), or, where the site runs its language servers
 * on hosts of their own (`languageServerOrigin`), one socket to those hosts with the same token.
 */
export function languageServerSocket(origin = ''): Promise<Socket> {
  return getSocket(origin);
}

/**
 * The chat's socket (`CHAT_NAMESPACE`) on the app's one connection, signed in with the session's
 * token; the server refuses it (`connect_error`) to a guest or while the chat is switched off.
 */
export function chatSocket(): Promise<Socket> {
  return getSocket('', CHAT_NAMESPACE);
}

/**
 * Listens for one submission's status. `onSubscribed` runs each time the server confirms the
 * subscription (again after a reconnect); the liveness probe is true only while it holds.
 */
export function watchSubmission(
  submitId: number,
  onStatus: (event: SubmissionStatusEvent) => void,
  onSubscribed: () => void = () => undefined,
): { stop: () => void; isConnected: () => boolean } {
  let connection: Socket | null = null;
  let stopped = false;
  let subscribed = false;
  const subscribe = () => {
    subscribed = false;
    connection?.emit(SocketEvent.subscribeSubmission, { submitId }, (reply?: { ok?: boolean }) => {
      if (stopped) return;
      subscribed = reply?.ok === true;
      if (subscribed) onSubscribed();
    });
  };
  const handler = (event: SubmissionStatusEvent) => {
    if (Number(event.submitId) === submitId) onStatus(event);
  };
  void getSocket().then(
    (ready) => {
      if (stopped) return;
      connection = ready;
      ready.on(SocketEvent.submissionStatus, handler);
      // Subscriptions are per connection, so renew them after a reconnect.
      ready.on('connect', subscribe);
      if (ready.connected) subscribe();
    },
    () => undefined,
  );
  return {
    stop: () => {
      stopped = true;
      connection?.off(SocketEvent.submissionStatus, handler);
      connection?.off('connect', subscribe);
      if (subscribed) connection?.emit(SocketEvent.unsubscribeSubmission, { submitId });
    },
    isConnected: () => Boolean(connection?.connected) && subscribed,
  };
}

export interface ContestHandlers {
  onAnnouncement?: (event: { id: number; cid: number; title: string }) => void;
  onBoardChanged?: () => void;
  onStatus?: (status: number) => void;
}

/** Follows a contest's room: announcements, board changes, start and end, rejoined after a reconnect. */
export function followContest(cid: number, handlers: ContestHandlers): () => void {
  let connection: Socket | null = null;
  let stopped = false;
  const join = () => connection?.emit(SocketEvent.joinContest, { cid }, () => undefined);
  const mine = (event: { cid?: number }) => Number(event?.cid) === cid;
  const announcement = (event: { id: number; cid: number; title: string }) => {
    if (mine(event)) handlers.onAnnouncement?.(event);
  };
  const board = (event: { cid: number }) => {
    if (mine(event)) handlers.onBoardChanged?.();
  };
  const status = (event: { cid: number; status: number }) => {
    if (mine(event)) handlers.onStatus?.(event.status);
  };
  void getSocket().then(
    (ready) => {
      if (stopped) return;
      connection = ready;
      ready.on(SocketEvent.contestAnnouncement, announcement);
      ready.on(SocketEvent.contestBoardChanged, board);
      ready.on(SocketEvent.contestStatus, status);
      ready.on('connect', join);
      if (ready.connected) join();
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    connection?.off(SocketEvent.contestAnnouncement, announcement);
    connection?.off(SocketEvent.contestBoardChanged, board);
    connection?.off(SocketEvent.contestStatus, status);
    connection?.off('connect', join);
    connection?.emit(SocketEvent.leaveContest, { cid });
  };
}

/**
 * Follows a contest's comments: what its admins post there and the viewer may read arrives as a
 * clarification. The server refuses the join when the comment area is closed; nothing comes then.
 */
export function followContestClarifications(
  cid: number,
  onClarification: (event: ContestClarificationEvent) => void,
): () => void {
  let connection: Socket | null = null;
  let stopped = false;
  const join = () => connection?.emit(SocketEvent.joinContestComments, { cid }, () => undefined);
  const clarification = (event: ContestClarificationEvent) => {
    if (Number(event?.cid) === cid) onClarification(event);
  };
  void getSocket().then(
    (ready) => {
      if (stopped) return;
      connection = ready;
      ready.on(SocketEvent.contestClarification, clarification);
      ready.on('connect', join);
      if (ready.connected) join();
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    connection?.off(SocketEvent.contestClarification, clarification);
    connection?.off('connect', join);
    connection?.emit(SocketEvent.leaveContestComments, { cid });
  };
}

/**
 * Follows the signed-in user's unread message counts: the server puts a signed-in connection in the
 * user's room and sends the counts on each connect and whenever they change.
 */
export function followUnreadCounts(onCounts: (counts: UnreadMessageCounts) => void): () => void {
  let connection: Socket | null = null;
  let stopped = false;
  void getSocket().then(
    (ready) => {
      if (stopped) return;
      connection = ready;
      ready.on(SocketEvent.messageUnread, onCounts);
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    connection?.off(SocketEvent.messageUnread, onCounts);
  };
}
