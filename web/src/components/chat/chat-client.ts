/**
 * The chat's live side, one per page while a signed-in user has the chat: `/api/im/init` read
 * once, then the socket (`chatSocket()`) pushes messages, typing, reads and deletions into the
 * store; every (re)connection asks for what was missed, a heartbeat every 10 s reads who is online.
 * The state changes themselves are the pure functions of lib/chat-state.
 */
import type { Socket } from 'socket.io-client';
import {
  CHAT_LIMITS,
  CHAT_TIMING,
  ChatEvent,
  type ChatDeleted,
  type ChatHeartbeat,
  type ChatMessageKind,
  type ChatMessageView,
  type ChatMissed,
  type ChatReadRequest,
  type ChatSent,
  type ChatTyping,
  type ChatUser,
} from '@verdict/common';
import { loadChatHistory, loadChatInit } from '@/hooks/api/chat';
import {
  chatStateFromInit,
  EMPTY_CHAT_STATE,
  isIncomplete,
  markDeleted,
  markRead,
  openDirect,
  presenceAsked,
  receiveHistory,
  receiveMessages,
  setOnline,
  type ChatState,
} from '@/lib/chat-state';
import { createStore } from '@/lib/create-store';
import { chatSocket } from '@/lib/socket';

/** How long "typing…" shows after the other side typed, and how often this side says it types. */
const TYPING_SHOWN_MS = 5_000;
const TYPING_SENT_EVERY_MS = 3_000;
/** A send not acknowledged by then failed. */
const SEND_TIMEOUT_MS = 10_000;

export interface ChatLive {
  chat: ChatState;
  /** `init` not read yet, read, or refused (`error`). */
  status: 'loading' | 'ready' | 'failed';
  error: unknown;
  connected: boolean;
  /** The connection dropped and is not back yet. */
  lost: boolean;
  /** Why the server refused the socket, when it did. */
  refused: string | null;
  /** Conversations where someone else types, until when (ms). */
  typing: Record<string, number>;
  /** The conversation open and visible, whose messages are read as they come. */
  viewing: string | null;
}

const INITIAL: ChatLive = {
  chat: EMPTY_CHAT_STATE,
  status: 'loading',
  error: null,
  connected: false,
  lost: false,
  refused: null,
  typing: {},
  viewing: null,
};

export const chatStore = createStore<ChatLive>(INITIAL);

let socket: Socket | null = null;
let heartbeat: ReturnType<typeof setInterval> | null = null;
/** The newest id each conversation was reported read up to. */
const readUpTo = new Map<string, number>();
const typingSent = new Map<string, number>();
let generation = 0;

const update = (change: (live: ChatLive) => ChatLive) => chatStore.set(change);
const updateChat = (change: (chat: ChatState) => ChatState) =>
  update((live) => ({ ...live, chat: change(live.chat) }));

/** Reads `init`; a conversation first met in a message is filled in by reading it again. */
async function loadInit(started: number): Promise<void> {
  try {
    const init = await loadChatInit();
    if (started !== generation) return;
    update((live) => ({ ...live, status: 'ready', error: null, chat: chatStateFromInit(init, live.chat) }));
    askMissed();
    beat();
    readViewing();
  } catch (error) {
    if (started === generation && chatStore.get().status !== 'ready')
      update((live) => ({ ...live, status: 'failed', error }));
  }
}

function receive(messages: ChatMessageView[]): void {
  if (chatStore.get().status !== 'ready' || messages.length === 0) return;
  const before = new Set(chatStore.get().chat.conversations.map((conversation) => conversation.id));
  update((live) => {
    const typing = { ...live.typing };
    for (const message of messages)
      if (message.senderUid !== live.chat.me?.uid) delete typing[message.conversation];
    return { ...live, typing, chat: receiveMessages(live.chat, messages, live.viewing) };
  });
  const unknown = chatStore
    .get()
    .chat.conversations.some((conversation) => !before.has(conversation.id) && isIncomplete(conversation));
  if (unknown) void loadInit(generation);
  // Someone new to show: whether they are online is asked at once, not at the next heartbeat.
  if (chatStore.get().chat.conversations.length > before.size) beat();
  readViewing();
}

/** After each (re)connection: what came while away, oldest first; too much of it reads everything again. */
function askMissed(): void {
  if (!socket?.connected || chatStore.get().status !== 'ready') return;
  const afterId = chatStore.get().chat.newestId;
  socket.emit(ChatEvent.missed, { afterId }, (reply: ChatMissed | undefined) => {
    if (!reply?.ok) return;
    const { messages } = reply;
    if (messages.length >= CHAT_LIMITS.missedMax) {
      updateChat((chat) => ({ ...chat, threads: {} }));
      void loadInit(generation);
      const viewing = chatStore.get().viewing;
      if (viewing) void openThread(viewing);
    } else receive(messages);
  });
}

function beat(): void {
  if (!socket?.connected || chatStore.get().status !== 'ready') return;
  const body: ChatHeartbeat = { uids: presenceAsked(chatStore.get().chat) };
  socket.emit(ChatEvent.heartbeat, body, (reply: { ok?: boolean; online?: string[] } | undefined) => {
    if (reply?.ok && Array.isArray(reply.online)) updateChat((chat) => setOnline(chat, reply.online ?? []));
  });
}

/** The open conversation's newest message, reported read once it is someone else's or counted unread. */
function readViewing(): void {
  const { viewing, chat, status } = chatStore.get();
  if (!viewing || status !== 'ready') return;
  const conversation = chat.conversations.find((item) => item.id === viewing);
  const last = conversation?.last;
  if (!conversation || !last || last.id <= (readUpTo.get(viewing) ?? 0)) return;
  if (conversation.unread === 0 && last.senderUid === chat.me?.uid) return;
  readUpTo.set(viewing, last.id);
  const body: ChatReadRequest = { conversation: viewing, lastId: last.id };
  socket?.emit(ChatEvent.read, body);
  updateChat((state) => markRead(state, viewing));
}

const handlers = {
  connect: () => {
    update((live) => ({ ...live, connected: true, lost: false, refused: null }));
    askMissed();
    beat();
  },
  disconnect: () => update((live) => ({ ...live, connected: false, lost: true })),
  connectError: (error: Error) => update((live) => ({ ...live, connected: false, refused: error.message })),
  message: (message: ChatMessageView) => receive([message]),
  typing: ({ conversation, uid }: ChatTyping) => {
    if (uid === chatStore.get().chat.me?.uid) return;
    const until = Date.now() + TYPING_SHOWN_MS;
    update((live) => ({ ...live, typing: { ...live.typing, [conversation]: until } }));
    setTimeout(() => {
      if (chatStore.get().typing[conversation] !== until) return;
      update((live) => {
        const typing = { ...live.typing };
        delete typing[conversation];
        return { ...live, typing };
      });
    }, TYPING_SHOWN_MS);
  },
  read: ({ conversation }: { conversation: string }) => updateChat((chat) => markRead(chat, conversation)),
  deleted: (deleted: ChatDeleted) => updateChat((chat) => markDeleted(chat, deleted)),
};

function listen(ready: Socket, on: boolean): void {
  const method = on ? ready.on.bind(ready) : ready.off.bind(ready);
  method('connect', handlers.connect);
  method('disconnect', handlers.disconnect);
  method('connect_error', handlers.connectError);
  method(ChatEvent.message, handlers.message);
  method(ChatEvent.typing, handlers.typing);
  method(ChatEvent.read, handlers.read);
  method(ChatEvent.deleted, handlers.deleted);
}

/** Starts the chat for the signed-in user; the function returned ends it (sign-out, switch off). */
export function startChat(): () => void {
  const started = ++generation;
  chatStore.set(INITIAL);
  readUpTo.clear();
  typingSent.clear();
  void chatSocket().then(
    (ready) => {
      if (started !== generation) return;
      socket = ready;
      listen(ready, true);
      if (ready.connected) handlers.connect();
      // A socket this chat ended before (`stop`) is opened again; a new one is connecting already.
      else if (!ready.active) ready.connect();
    },
    () => undefined,
  );
  heartbeat = setInterval(beat, CHAT_TIMING.heartbeatMs);
  void loadInit(started);
  return () => {
    if (started !== generation) return;
    generation++;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    if (socket) {
      listen(socket, false);
      socket.disconnect();
    }
    socket = null;
  };
}

/** Reads `init` again (the Retry of a failed load). */
export function reloadChat(): void {
  update((live) => ({ ...live, status: 'loading', error: null }));
  void loadInit(generation);
}

/** Reads `init` again behind the scenes (after a block, or a group's chat opened or closed). */
export function refreshChat(): void {
  void loadInit(generation);
}

/** The conversation shown and visible, or null: its messages are read as they come. */
export function setViewing(conversation: string | null): void {
  if (chatStore.get().viewing === conversation) return;
  update((live) => ({ ...live, viewing: conversation }));
  readViewing();
}

/** The first page of a conversation's history, unless it was read already. */
export async function openThread(conversation: string): Promise<void> {
  if (chatStore.get().chat.threads[conversation]) return;
  const page = await loadChatHistory(conversation);
  updateChat((chat) => receiveHistory(chat, conversation, page));
}

/** The page before the oldest message shown. */
export async function loadOlder(conversation: string): Promise<void> {
  const thread = chatStore.get().chat.threads[conversation];
  if (!thread?.more) return;
  const page = await loadChatHistory(conversation, thread.messages[0]?.id);
  updateChat((chat) => receiveHistory(chat, conversation, page));
}

/** Opens (or finds) the conversation with a user; answers its id. */
export function startDirect(peer: ChatUser): string | null {
  const { state, id } = openDirect(chatStore.get().chat, peer);
  updateChat(() => state);
  beat();
  return id;
}

/**
 * Sends a message; answers null once the server stored it, else the server's reason, or '' when
 * there is none (no connection, no answer in time): the spec's failure text is shown then.
 */
export function sendMessage(
  conversation: string,
  kind: ChatMessageKind,
  content: string,
): Promise<string | null> {
  const ready = socket;
  if (!ready?.connected) return Promise.resolve('');
  // The next key pressed says "typing" again at once.
  typingSent.delete(conversation);
  return new Promise((resolve) => {
    ready
      .timeout(SEND_TIMEOUT_MS)
      .emit(ChatEvent.send, { conversation, kind, content }, (error: Error | null, sent?: ChatSent) => {
        if (error || !sent) return resolve('');
        if (!sent.ok) return resolve(sent.message);
        receive([sent.sent]);
        resolve(null);
      });
  });
}

/** Tells the other side this user types, at most every few seconds. */
export function sendTyping(conversation: string): void {
  const now = Date.now();
  if (!socket?.connected || now - (typingSent.get(conversation) ?? 0) < TYPING_SENT_EVERY_MS) return;
  typingSent.set(conversation, now);
  socket.emit(ChatEvent.typing, { conversation });
}
