/**
 * Message centre shapes on the wire, messages and unread counts (HOJ UserMsgVO, SysMsgVO,
 * UserUnreadMsgCountVO). `TTime` as in `./submission`.
 */

/** The five message lists, as the routes `/api/msg/{type}` and `cleanMsg`'s `type` name them. */
export const MESSAGE_TYPES = ['comment', 'reply', 'like', 'sys', 'mine'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Page sizes of the message lists: 6 for comment, reply, like; 8 for sys, mine. */
export const MESSAGE_PAGE_SIZES: Readonly<Record<MessageType, number>> = {
  comment: 6,
  reply: 6,
  like: 6,
  sys: 8,
  mine: 8,
};

/** The badge shows up to this many, then "99+". */
export const UNREAD_BADGE_MAX = 99;

/** What a reminder tells of (HOJ `msg_remind.action`). */
export const ReminderAction = {
  /** Someone commented on your discussion. */
  DISCUSS: 'Discuss',
  /** Someone replied to your comment or reply. */
  REPLY: 'Reply',
  /** Someone liked your comment. */
  LIKE_POST: 'Like_Post',
  /** Someone liked your discussion. */
  LIKE_DISCUSS: 'Like_Discuss',
} as const;
export type ReminderActionName = (typeof ReminderAction)[keyof typeof ReminderAction];

/** Where the reminded action happened. */
export const ReminderSource = { DISCUSSION: 'Discussion', CONTEST: 'Contest' } as const;
export type ReminderSourceName = (typeof ReminderSource)[keyof typeof ReminderSource];

/** What a reply or like quotes. */
export const ReminderQuote = { COMMENT: 'Comment', REPLY: 'Reply' } as const;
export type ReminderQuoteName = (typeof ReminderQuote)[keyof typeof ReminderQuote];

/** `GET /api/msg/unread`, and the payload of the `message-unread` push. */
export interface UnreadMessageCounts {
  comment: number;
  reply: number;
  like: number;
  sys: number;
  mine: number;
}

/** A reminder in the discuss, reply and like lists (HOJ UserMsgVO). */
export interface ReminderView<TTime = string> {
  id: number;
  action: ReminderActionName;
  sourceId: number;
  sourceType: ReminderSourceName;
  sourceTitle: string;
  sourceContent: string | null;
  quoteId: number | null;
  quoteType: ReminderQuoteName | null;
  quoteContent: string | null;
  /** In-app address of what the reminder is about. */
  url: string;
  /** Read (HOJ: `state` true once read). */
  state: boolean;
  senderId: string;
  senderUsername: string;
  senderAvatar: string | null;
  gmtCreate: TTime;
}

/** A system message (type Sys) or a notice about the user's own doings (type Mine) (HOJ SysMsgVO). */
export interface SystemMessageView<TTime = string> {
  id: number;
  title: string;
  content: string;
  type: 'Sys' | 'Mine';
  state: boolean;
  gmtCreate: TTime;
}
