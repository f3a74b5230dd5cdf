import { directConversation, groupConversation } from '@verdict/common';

/** A conversation, from its name (`d:<uid>:<uid>` or `g:<gid>`). */
export type Conversation =
  | { kind: 'direct'; name: string; uids: readonly [string, string] }
  | { kind: 'group'; name: string; gid: number };

const UID = /^[0-9a-zA-Z]{1,32}$/;

/** The conversation a name stands for, or null when it is not a well-formed one. */
export function parseConversation(name: unknown): Conversation | null {
  if (typeof name !== 'string') return null;
  const [kind, first, second, ...rest] = name.split(':');
  if (rest.length > 0) return null;
  if (kind === 'g' && second === undefined && /^[1-9]\d{0,9}$/.test(first ?? '')) {
    const gid = Number(first);
    return { kind: 'group', name: groupConversation(gid), gid };
  }
  if (kind !== 'd' || !UID.test(first ?? '') || !UID.test(second ?? '') || first === second) return null;
  // Only the sorted spelling names it, so one pair of users has one conversation.
  if (directConversation(first, second) !== name) return null;
  return { kind: 'direct', name, uids: [first, second] };
}

/** The other user of a direct conversation. */
export function peerIn(conversation: Conversation & { kind: 'direct' }, uid: string): string {
  return conversation.uids[0] === uid ? conversation.uids[1] : conversation.uids[0];
}
