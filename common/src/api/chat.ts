/**
 * Instant messages between users and in groups (the shell's chat, behind the site's `imchat`
 * switch). `TTime` as in `./submission`: a Date on the server, its JSON string on the wire.
 *
 * A conversation is named by a string the server checks on every use:
 *  - `d:<uid>:<uid>` between two users, the two uids in sorted order (`directConversation`);
 *  - `g:<gid>` of a group, for its members while its admins keep the group's chat open.
 *
 * Live traffic rides the app's one socket.io connection, in the `CHAT_NAMESPACE` namespace, signed
 * in with the user's token (`auth.token`); a guest, a token that fails or the switch off are
 * refused at connection (`connect_error`, its message saying why). The client:
 *  - emits `im-send` (`ChatSend`, with an acknowledgement): the message is stored before the
 *    acknowledgement (`ChatSent`), then pushed as `im-message` (`ChatMessageView`) to every party's
 *    sockets, the sender's other tabs included;
 *  - after a reconnect emits `im-missed` (`ChatMissedRequest`) with the last message id it saw and
 *    is acknowledged with what came after (`ChatMissed`, oldest first, reaching back 30 s before
 *    that message, since pushes may arrive out of id order: drop the ids already held), so nothing
 *    is lost;
 *  - emits `im-typing` (`{ conversation }`): the other parties get `im-typing` (`ChatTyping`);
 *  - emits `im-read` (`ChatReadRequest`): the conversation's unread count drops to zero on every
 *    tab (`im-read` pushed back to the reader's own sockets);
 *  - emits `im-heartbeat` (`ChatHeartbeat`: the uids it shows) every `CHAT_TIMING.heartbeatMs`,
 *    acknowledged with `{ ok: true, online }`, those of them online.
 * The server also pushes `im-deleted` (`ChatDeleted`) when an admin deletes a message.
 */
export const CHAT_NAMESPACE = '/im';

export const ChatEvent = {
  send: 'im-send',
  message: 'im-message',
  missed: 'im-missed',
  typing: 'im-typing',
  read: 'im-read',
  heartbeat: 'im-heartbeat',
  deleted: 'im-deleted',
} as const;

export const CHAT_LIMITS = {
  /** Characters in one message (text, or an image's address). */
  messageLength: 2000,
  /** Messages one user may send in `rateWindowSeconds`. */
  messagesPerWindow: 10,
  rateWindowSeconds: 10,
  /** Messages per history page, loaded going up. */
  historyPage: 30,
  /** Messages `im-missed` answers at most; a client that missed more reloads the history. */
  missedMax: 500,
  /** Users a name search answers. */
  searchResults: 20,
  /** Users one heartbeat may ask about. */
  presenceAsked: 500,
  /** Longest mute an admin may set, in minutes (30 days). */
  muteMinutesMax: 43_200,
} as const;

/** Client timing from the spec: a heartbeat every 10 s; reconnect 3 s apart, up to 30 times. */
export const CHAT_TIMING = { heartbeatMs: 10_000, reconnectDelayMs: 3000, reconnectAttempts: 30 } as const;

/** The spec's text when a message could not be sent. */
export const CHAT_SEND_FAILED = 'send failed, please refresh the page and retry';

/** The name of the conversation between two users. */
export function directConversation(a: string, b: string): string {
  return a < b ? `d:${a}:${b}` : `d:${b}:${a}`;
}

export function groupConversation(gid: number): string {
  return `g:${gid}`;
}

export type ChatMessageKind = 'text' | 'image';

export interface ChatUser {
  uid: string;
  username: string;
  avatar: string | null;
  online: boolean;
}

export interface ChatMessageView<TTime = string> {
  id: number;
  conversation: string;
  senderUid: string;
  senderName: string;
  senderAvatar: string | null;
  kind: ChatMessageKind;
  /** Markdown text, or an image's address for `image`; empty once deleted. */
  content: string;
  deleted: boolean;
  createdAt: TTime;
}

export interface ChatConversationView<TTime = string> {
  id: string;
  kind: 'direct' | 'group';
  /** The other user, in a direct conversation. */
  peer: ChatUser | null;
  /** The group, in a group conversation. */
  /** The group, in a group conversation; `chatOpen` false once its admins closed its chat. */
  group: { gid: number; name: string; shortName: string | null; chatOpen: boolean } | null;
  unread: number;
  last: ChatMessageView<TTime> | null;
  /** Why the viewer cannot post here now (a running contest, a block, the group's chat closed), or null. */
  closed: string | null;
}

/** `GET /api/im/init`: me, my contacts (people I chatted with or share a group with) and my conversations. */
export interface ChatInit<TTime = string> {
  me: ChatUser;
  contacts: ChatUser[];
  /** Newest activity first; groups whose chat is open are listed even before their first message. */
  conversations: ChatConversationView<TTime>[];
  /** Why the viewer cannot message anyone but some contest's admins now, or null. */
  restricted: string | null;
}

/** `GET /api/im/history?conversation=&before=`: a page going up, oldest first. */
export interface ChatHistory<TTime = string> {
  messages: ChatMessageView<TTime>[];
  /** Whether older messages remain. */
  more: boolean;
}

export interface ChatSend {
  conversation: string;
  kind: ChatMessageKind;
  content: string;
}

export type ChatSent = { ok: true; sent: ChatMessageView } | { ok: false; message: string };

export type ChatMissed = { ok: true; messages: ChatMessageView[] } | { ok: false; message: string };

export interface ChatMissedRequest {
  /** The newest message id the client has seen (0 for none). */
  afterId: number;
}

export interface ChatReadRequest {
  conversation: string;
  /** The newest message id read. */
  lastId: number;
}

/** `im-heartbeat`: the users whose presence the client shows. */
export interface ChatHeartbeat {
  uids: string[];
}

export interface ChatTyping {
  conversation: string;
  uid: string;
}

export interface ChatDeleted {
  conversation: string;
  id: number;
}

/** `POST /api/im/report` body. */
export interface ChatReportBody {
  messageId: number;
  reason: string;
}

/** A chat report in the back office (`GET /api/admin/im/reports`). */
export interface ChatReportView<TTime = string> {
  id: number;
  reporter: string;
  reason: string;
  /** The message reported. */
  reported: ChatMessageView<TTime>;
  handled: boolean;
  createdAt: TTime;
}
