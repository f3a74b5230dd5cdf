/**
 * The problem assistant on the wire: its availability, conversations and messages, and the back
 * office's settings. `TTime` as in `./submission`. The reply itself streams as server-sent events
 * (`GET /ai/chat/{sessionId}?message=`): each `data:` event a piece of the reply (JSON-encoded
 * text), then `event: done`, or `event: error` with a message; see `ASSISTANT_EVENTS`.
 */

import { JudgeStatus } from '../status';

/** The verdicts an intelligent hint explains ("Why?"). */
export const HINTABLE_STATUSES: readonly number[] = [
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.COMPILE_ERROR,
];

export const ASSISTANT_EVENTS = {
  /** The reply is complete; its data is the stored message's id. */
  done: 'done',
  /** The reply stopped on an error; its data is the message (the partial reply is kept, unfinished). */
  error: 'error',
} as const;

export const ASSISTANT_CONSTANTS = {
  /** Conversations per page on /chat. */
  pageSize: 10,
  /** The longest code a conversation keeps (the editor's own limit). */
  codeMaxLength: 65535,
} as const;

/** Why the assistant is unavailable to this viewer, or null when it answers. */
export type AssistantUnavailable = 'switched-off' | 'no-model' | 'signed-out' | 'no-submit-role';

/** What the problem page needs to know before offering the assistant (`GET /ai/status`). */
export interface AssistantStatus {
  unavailable: AssistantUnavailable | null;
  /** The longest message a user may send. */
  maxMessageLength: number;
  /** Messages a user may send a day, and how many the viewer has sent today. */
  dailyMessages: number;
  usedToday: number;
}

/** A conversation is a chat about a problem, or a hint about one of the user's own submissions. */
export type AssistantSessionKind = 'chat' | 'hint';

/** Where the problem was opened: HOJ's `cid`, `tid`, `gid` (at most one set). */
export interface AssistantPlace {
  cid: number | null;
  tid: number | null;
  gid: number | null;
}

export interface AssistantMessageView<TTime = string> {
  id: number;
  role: 'user' | 'assistant';
  /** Markdown. */
  content: string;
  /** An assistant reply cut short by Stop, a closed page or the model's error. */
  unfinished: boolean;
  /** Why it is unfinished, when the model failed. */
  error: string | null;
  gmtCreate: TTime;
}

/** One row of the user's conversations (`GET /ai/sessions`). */
export interface AssistantSessionSummary<TTime = string> extends AssistantPlace {
  id: string;
  kind: AssistantSessionKind;
  /** The problem as the place names it (a contest's display id, else the problem id). */
  pid: string;
  problemTitle: string;
  /** For a hint: the submission it explains. */
  submitId: number | null;
  /** The first message, shortened, to tell conversations apart. */
  preview: string;
  messageCount: number;
  gmtModified: TTime;
}

/** A conversation with its messages, oldest first (`GET /ai/session/{id}`). */
export interface AssistantSessionView<TTime = string> extends AssistantSessionSummary<TTime> {
  messages: AssistantMessageView<TTime>[];
}

/** The code the user is writing, sent with the conversation (`POST /ai/session/{id}/code`). */
export interface AssistantCodeBody {
  code: string;
  language: string;
}
