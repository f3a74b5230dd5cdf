/**
 * The chat as the client holds it, and every change to it as a pure function: what `/api/im/init`
 * answered, the messages pushed or acknowledged over the socket (each kept once, by id), the
 * history pages read going up, reads, deletions and who is online. The live client
 * (components/chat/chat-client.ts) only wires these to the socket and the REST calls.
 */
import {
  CHAT_LIMITS,
  directConversation,
  type ChatConversationView,
  type ChatDeleted,
  type ChatHistory,
  type ChatInit,
  type ChatMessageView,
  type ChatUser,
} from '@verdict/common';

/** The messages of one conversation read so far, oldest first. */
export interface ChatThread {
  messages: ChatMessageView[];
  /** Whether older messages remain on the server. */
  more: boolean;
}

export interface ChatState {
  me: ChatUser | null;
  restricted: string | null;
  /** Newest activity first. */
  conversations: ChatConversationView[];
  /** People chatted with or sharing a group, as `init` listed them. */
  contacts: ChatUser[];
  /** The uids of the contacts online now. */
  online: string[];
  threads: Record<string, ChatThread>;
  /** The newest message id seen, what `im-missed` asks after. */
  newestId: number;
}

export const EMPTY_CHAT_STATE: ChatState = {
  me: null,
  restricted: null,
  conversations: [],
  contacts: [],
  online: [],
  threads: {},
  newestId: 0,
};

const byId = (a: ChatMessageView, b: ChatMessageView) => a.id - b.id;

/** The messages of both lists once each (the later copy of an id wins), oldest first. */
export function mergeMessages(existing: ChatMessageView[], incoming: ChatMessageView[]): ChatMessageView[] {
  if (incoming.length === 0) return existing;
  const merged = new Map(existing.map((message) => [message.id, message]));
  for (const message of incoming) merged.set(message.id, message);
  return [...merged.values()].sort(byId);
}

/**
 * The state `init` answers. Threads already read stay; a conversation whose newest message is newer
 * here than in the answer (it came over the socket while the answer travelled) keeps it.
 */
export function chatStateFromInit(init: ChatInit, previous: ChatState = EMPTY_CHAT_STATE): ChatState {
  const known = new Map(previous.conversations.map((conversation) => [conversation.id, conversation]));
  const conversations = init.conversations.map((conversation) => {
    const before = known.get(conversation.id);
    if (before?.last && before.last.id > (conversation.last?.id ?? 0))
      return { ...conversation, last: before.last, unread: Math.max(conversation.unread, before.unread) };
    return conversation;
  });
  const online = new Set(init.contacts.filter((user) => user.online).map((user) => user.uid));
  for (const conversation of conversations) if (conversation.peer?.online) online.add(conversation.peer.uid);
  const newest = Math.max(
    previous.newestId,
    ...conversations.map((conversation) => conversation.last?.id ?? 0),
  );
  return {
    me: init.me,
    restricted: init.restricted,
    conversations,
    contacts: init.contacts,
    online: [...online],
    threads: previous.threads,
    newestId: newest,
  };
}

/** A conversation first met in a message: a direct one is named after the sender when that is the peer. */
function conversationFromMessage(message: ChatMessageView, me: string): ChatConversationView {
  const direct = message.conversation.startsWith('d:');
  const peer: ChatUser | null =
    direct && message.senderUid !== me
      ? {
          uid: message.senderUid,
          username: message.senderName,
          avatar: message.senderAvatar,
          online: false,
        }
      : null;
  return {
    id: message.conversation,
    kind: direct ? 'direct' : 'group',
    peer,
    group: null,
    unread: 0,
    last: null,
    closed: null,
  };
}

/** Whether a conversation lacks what the list shows of it (met first in a message of our own, or a group's). */
export function isIncomplete(conversation: ChatConversationView): boolean {
  return conversation.kind === 'direct' ? conversation.peer === null : conversation.group === null;
}

/**
 * Adds messages pushed or acknowledged: each once, in its thread when that was read, as its
 * conversation's newest when it is, moving the conversation to the top. Another user's message
 * counts as unread unless its conversation is `viewing` (open and visible).
 */
export function receiveMessages(
  state: ChatState,
  incoming: ChatMessageView[],
  viewing: string | null,
): ChatState {
  if (incoming.length === 0 || !state.me) return state;
  const me = state.me.uid;
  const conversations = [...state.conversations];
  const threads = { ...state.threads };
  const touched: string[] = [];
  let newestId = state.newestId;
  for (const message of [...incoming].sort(byId)) {
    newestId = Math.max(newestId, message.id);
    const thread = threads[message.conversation];
    const inThread = thread?.messages.some((seen) => seen.id === message.id) ?? false;
    if (thread && !inThread)
      threads[message.conversation] = { ...thread, messages: mergeMessages(thread.messages, [message]) };
    let index = conversations.findIndex((conversation) => conversation.id === message.conversation);
    if (index < 0) {
      conversations.push(conversationFromMessage(message, me));
      index = conversations.length - 1;
    }
    const conversation = conversations[index];
    if (inThread || (conversation.last && conversation.last.id >= message.id)) continue;
    const counts = message.senderUid !== me && message.conversation !== viewing;
    conversations[index] = { ...conversation, last: message, unread: conversation.unread + (counts ? 1 : 0) };
    touched.push(message.conversation);
  }
  return { ...state, conversations: toTop(conversations, touched), threads, newestId };
}

/** The conversations with the ones just active first, the most recent at the very top. */
function toTop(conversations: ChatConversationView[], touched: string[]): ChatConversationView[] {
  if (touched.length === 0) return conversations;
  const order = [...new Set([...touched].reverse())];
  const first = order
    .map((id) => conversations.find((conversation) => conversation.id === id))
    .filter((conversation): conversation is ChatConversationView => Boolean(conversation));
  return [...first, ...conversations.filter((conversation) => !order.includes(conversation.id))];
}

/** A page of history read going up: merged into the thread, which learns whether more remain. */
export function receiveHistory(state: ChatState, conversation: string, page: ChatHistory): ChatState {
  const thread = state.threads[conversation];
  const messages = mergeMessages(thread?.messages ?? [], page.messages);
  const newestId = Math.max(state.newestId, ...page.messages.map((message) => message.id));
  return { ...state, threads: { ...state.threads, [conversation]: { messages, more: page.more } }, newestId };
}

/** The conversation read (here or on another tab): nothing unread in it. */
export function markRead(state: ChatState, conversation: string): ChatState {
  if (!state.conversations.some((item) => item.id === conversation && item.unread !== 0)) return state;
  return {
    ...state,
    conversations: state.conversations.map((item) =>
      item.id === conversation ? { ...item, unread: 0 } : item,
    ),
  };
}

/** A message an admin deleted: kept in place, empty and marked deleted. */
export function markDeleted(state: ChatState, { conversation, id }: ChatDeleted): ChatState {
  const erase = (message: ChatMessageView): ChatMessageView =>
    message.id === id ? { ...message, deleted: true, content: '' } : message;
  const thread = state.threads[conversation];
  return {
    ...state,
    conversations: state.conversations.map((item) =>
      item.id === conversation && item.last?.id === id ? { ...item, last: erase(item.last) } : item,
    ),
    threads: thread
      ? { ...state.threads, [conversation]: { ...thread, messages: thread.messages.map(erase) } }
      : state.threads,
  };
}

/** A conversation with a user found by name, listed first until its first message (kept if listed). */
export function openDirect(state: ChatState, peer: ChatUser): { state: ChatState; id: string | null } {
  if (!state.me || peer.uid === state.me.uid) return { state, id: null };
  const id = directConversation(state.me.uid, peer.uid);
  if (state.conversations.some((conversation) => conversation.id === id)) return { state, id };
  const conversation: ChatConversationView = {
    id,
    kind: 'direct',
    peer,
    group: null,
    unread: 0,
    last: null,
    closed: null,
  };
  return { state: { ...state, conversations: [conversation, ...state.conversations] }, id };
}

/** Whose presence the heartbeat asks about: the peers of the conversations first, then the contacts. */
export function presenceAsked(state: ChatState): string[] {
  const peers = state.conversations.flatMap((conversation) =>
    conversation.peer ? [conversation.peer.uid] : [],
  );
  const uids = [...new Set([...peers, ...state.contacts.map((contact) => contact.uid)])];
  return uids.slice(0, CHAT_LIMITS.presenceAsked);
}

/** The heartbeat's answer: of the users asked about, exactly these are online. */
export function setOnline(state: ChatState, online: string[]): ChatState {
  return { ...state, online: [...online] };
}

/** Every conversation's unread messages together (the launcher's badge). */
export function totalUnread(state: ChatState): number {
  return state.conversations.reduce((sum, conversation) => sum + Math.max(0, conversation.unread), 0);
}
