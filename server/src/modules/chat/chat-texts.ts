import { CHAT_LIMITS, CHAT_SEND_FAILED } from '@verdict/common';

/** What the chat answers when it refuses, in English; `common/i18n/zh-cn/chat.messages.ts` has them in Chinese. */
export const CHAT_MESSAGES = {
  off: 'The chat is closed on this site',
  signIn: 'Please sign in to chat',
  unknown: 'No such conversation',
  notParty: 'You are not part of this conversation',
  noUser: 'The user does not exist',
  empty: 'Please enter a message',
  tooLong: `A message is at most ${CHAT_LIMITS.messageLength} characters`,
  badKind: 'A message is text or an image',
  badImage: 'An image message must be the address of an image uploaded to this site',
  tooFast: 'You are sending messages too fast: wait a few seconds',
  blockedByPeer: 'This user does not take your messages',
  blockedPeer: 'You blocked this user: unblock them to write',
  groupClosed: "The group's admins have closed its chat",
  inContest: 'While a contest you take part in runs, you can only message its admins',
  peerInContest: 'This user is in a running contest: only its admins can message them',
  noMessage: 'The message does not exist',
  noReport: 'The report does not exist',
  emptyReason: 'Please say why you report this message',
  selfBlock: 'You cannot block yourself',
  sendFailed: CHAT_SEND_FAILED,
} as const;

/** The refusal of a muted user, with when it ends (UTC). */
export function mutedUntil(until: Date): string {
  return `You are muted until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
