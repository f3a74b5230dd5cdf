import { describe, expect, it } from 'vitest';
import type { ChatConversationView, ChatInit, ChatMessageView, ChatUser } from '@verdict/common';
import {
  chatStateFromInit,
  EMPTY_CHAT_STATE,
  isIncomplete,
  markDeleted,
  markRead,
  mergeMessages,
  openDirect,
  presenceAsked,
  receiveHistory,
  receiveMessages,
  setOnline,
  totalUnread,
  type ChatState,
} from './chat-state';

const user = (uid: string, online = false): ChatUser => ({
  uid,
  username: `user-${uid}`,
  avatar: null,
  online,
});
const ME = user('a');
const AB = 'd:a:b';
const AC = 'd:a:c';

function message(id: number, conversation = AB, senderUid = 'b', content = `m${id}`): ChatMessageView {
  return {
    id,
    conversation,
    senderUid,
    senderName: `user-${senderUid}`,
    senderAvatar: null,
    kind: 'text',
    content,
    deleted: false,
    createdAt: '2026-11-29T08:00:00Z',
  };
}

function direct(id: string, peer: ChatUser, last: ChatMessageView | null, unread = 0): ChatConversationView {
  return { id, kind: 'direct', peer, group: null, unread, last, closed: null };
}

function init(conversations: ChatConversationView[], contacts: ChatUser[] = []): ChatInit {
  return { me: ME, contacts, conversations, restricted: null };
}

const ready = (conversations: ChatConversationView[]): ChatState => chatStateFromInit(init(conversations));

describe('mergeMessages', () => {
  it('keeps each id once, oldest first, the later copy winning', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), { ...message(3), content: 'new' }]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(merged[2].content).toBe('new');
  });
});

describe('chatStateFromInit', () => {
  it('reads the newest id and who is online from the contacts and the peers', () => {
    const state = chatStateFromInit(
      init([direct(AB, user('b', true), message(7)), direct(AC, user('c'), message(4))], [user('d', true)]),
    );
    expect(state.newestId).toBe(7);
    expect(state.online.sort()).toEqual(['b', 'd']);
  });

  it('keeps a newer last message that came over the socket while init travelled', () => {
    const previous = receiveMessages(ready([direct(AB, user('b'), message(5))]), [message(9)], null);
    const state = chatStateFromInit(init([direct(AB, user('b'), message(5), 0)]), previous);
    expect(state.conversations[0].last?.id).toBe(9);
    expect(state.conversations[0].unread).toBe(1);
    expect(state.newestId).toBe(9);
  });
});

describe('receiveMessages', () => {
  it("counts another user's message as unread and moves its conversation to the top", () => {
    const state = receiveMessages(
      ready([direct(AC, user('c'), message(5, AC, 'c')), direct(AB, user('b'), message(4))]),
      [message(6)],
      null,
    );
    expect(state.conversations.map((item) => item.id)).toEqual([AB, AC]);
    expect(state.conversations[0]).toMatchObject({ unread: 1, last: { id: 6 } });
    expect(totalUnread(state)).toBe(1);
    expect(state.newestId).toBe(6);
  });

  it('counts a message once, whether it comes as the acknowledgement, the push or the missed list', () => {
    let state = receiveHistory(ready([direct(AB, user('b'), message(4))]), AB, {
      messages: [message(4)],
      more: false,
    });
    state = receiveMessages(state, [message(5)], null);
    state = receiveMessages(state, [message(5)], null);
    state = receiveMessages(state, [message(4), message(5)], null);
    expect(state.threads[AB].messages.map((item) => item.id)).toEqual([4, 5]);
    expect(state.conversations[0].unread).toBe(1);
  });

  it("does not count the viewer's own messages nor the ones of the conversation being viewed", () => {
    let state = receiveMessages(ready([direct(AB, user('b'), null)]), [message(1, AB, 'a')], null);
    state = receiveMessages(state, [message(2)], AB);
    expect(state.conversations[0].unread).toBe(0);
    expect(state.conversations[0].last?.id).toBe(2);
  });

  it('lists a conversation first met in a message, named after its sender', () => {
    const state = receiveMessages(ready([]), [message(3, AC, 'c')], null);
    expect(state.conversations[0]).toMatchObject({ id: AC, kind: 'direct', unread: 1, peer: { uid: 'c' } });
    expect(isIncomplete(state.conversations[0])).toBe(false);
    const mine = receiveMessages(ready([]), [message(4, AC, 'a')], null);
    expect(isIncomplete(mine.conversations[0])).toBe(true);
    const group = receiveMessages(ready([]), [message(5, 'g:7', 'c')], null);
    expect(group.conversations[0]).toMatchObject({ kind: 'group', group: null });
    expect(isIncomplete(group.conversations[0])).toBe(true);
  });

  it('merges missed messages oldest first into a thread that was read', () => {
    let state = receiveHistory(ready([direct(AB, user('b'), message(2))]), AB, {
      messages: [message(1), message(2)],
      more: true,
    });
    state = receiveMessages(state, [message(5), message(3)], null);
    expect(state.threads[AB].messages.map((item) => item.id)).toEqual([1, 2, 3, 5]);
    expect(state.threads[AB].more).toBe(true);
    expect(state.conversations[0]).toMatchObject({ unread: 2, last: { id: 5 } });
  });

  it('changes nothing before init has told who the viewer is', () => {
    expect(receiveMessages(EMPTY_CHAT_STATE, [message(1)], null)).toBe(EMPTY_CHAT_STATE);
  });
});

describe('receiveHistory', () => {
  it('puts older pages before the messages shown and learns whether more remain', () => {
    let state = receiveHistory(ready([direct(AB, user('b'), message(9))]), AB, {
      messages: [message(8), message(9)],
      more: true,
    });
    state = receiveHistory(state, AB, { messages: [message(6), message(7)], more: false });
    expect(state.threads[AB]).toEqual({ messages: [6, 7, 8, 9].map((id) => message(id)), more: false });
  });
});

describe('markRead, markDeleted, setOnline', () => {
  it('empties the unread count of the conversation read', () => {
    const state = markRead(ready([direct(AB, user('b'), message(2), 4), direct(AC, user('c'), null, 1)]), AB);
    expect(state.conversations.map((item) => item.unread)).toEqual([0, 1]);
    expect(totalUnread(state)).toBe(1);
  });

  it('keeps a deleted message in place, empty and marked', () => {
    let state = receiveHistory(ready([direct(AB, user('b'), message(2))]), AB, {
      messages: [message(1), message(2)],
      more: false,
    });
    state = markDeleted(state, { conversation: AB, id: 2 });
    expect(state.threads[AB].messages[1]).toMatchObject({ id: 2, deleted: true, content: '' });
    expect(state.threads[AB].messages[0].deleted).toBe(false);
    expect(state.conversations[0].last).toMatchObject({ deleted: true, content: '' });
  });

  it('asks about the peers of the conversations, then the contacts, each once', () => {
    const state = chatStateFromInit(
      init([direct(AC, user('c'), null), direct(AB, user('b'), null)], [user('b'), user('d')]),
    );
    expect(presenceAsked(state)).toEqual(['c', 'b', 'd']);
  });

  it('replaces who is online with the heartbeat answer', () => {
    expect(setOnline(ready([direct(AB, user('b', true), null)]), ['c']).online).toEqual(['c']);
  });
});

describe('openDirect', () => {
  it('names the conversation with both uids sorted and lists it first, once', () => {
    const first = openDirect(ready([direct(AC, user('c'), message(1, AC, 'c'))]), user('b'));
    expect(first.id).toBe(AB);
    expect(first.state.conversations.map((item) => item.id)).toEqual([AB, AC]);
    expect(openDirect(first.state, user('b')).state).toBe(first.state);
    expect(openDirect(first.state, ME).id).toBeNull();
  });
});
