import type { ContestClarificationEvent, SubmissionStatusEvent, UnreadMessageCounts } from '@verdict/common';
import type { EntityManager } from 'typeorm';

/** Work a listener leaves for after the transaction has committed (files on disk, caches). */
export type AfterCommit = () => Promise<void>;

/** What a verdict says about a submission: the part scoreboards, counters and ranks read. */
export interface FinalResult {
  status: number;
  score: number | null;
  oiRankScore: number | null;
  time: number | null;
  memory: number | null;
}

/** Who and where: enough for counters, scoreboards and training progress to place the change. */
export interface VerdictSubmission {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  displayPid: string;
  cid: number;
  cpid: number;
  gid: number | null;
  submitTime: Date;
  version: number;
}

/**
 * A submission's final result changed: judged (null → result), rejudged or re-queued (result →
 * null), cancelled or judged by hand (result → result), deleted (result → null). Emitted once per
 * committed change, by the submission recorder, on the API instance that recorded it; a duplicate
 * or stale delivery changes nothing and emits nothing. A failing listener never reaches the
 * recorder: the change is committed by then, and a retry would be a duplicate.
 */
export interface VerdictChanged {
  submission: VerdictSubmission;
  /** The final result before the change; null while it was in progress. */
  before: FinalResult | null;
  /** The final result after the change; null when it is in progress again, or removed. */
  after: FinalResult | null;
}

/** A clarification to push, and who may read it: everyone following the contest's comments, or these users. */
export interface Clarification {
  event: ContestClarificationEvent;
  audience: 'everyone' | readonly string[];
}

/**
 * Every event of the app and its payload, by name. The payloads are defined here or in
 * `@verdict/common`, never in a module, so every module may depend on this file. A name ending in `-ing` is emitted inside the
 * transaction that removes the thing, before its own row goes: the payload carries the
 * transaction's `EntityManager`, the emitter awaits every listener in turn (`EventBus.emitAsync`),
 * and a listener that throws undoes the whole removal. Every other name tells what has already
 * happened: listeners run after the fact, and a failing one is logged and never fails the emitter
 * (`EventBus.emit`).
 */
export interface AppEvents {
  /** A problem is being deleted: each module removes its rows of the problem. */
  'problem.deleting': { manager: EntityManager; pid: number };
  /**
   * A group is being disbanded: each module removes what the group held. What must wait for the
   * commit (files, cached rows) is handed to `afterCommit`, which the disbanding runs once it has
   * committed.
   */
  'group.deleting': { manager: EntityManager; gid: number; afterCommit(work: AfterCommit): void };
  /** Discussions are being deleted: each module removes its rows of them. */
  'discussion.deleting': { manager: EntityManager; dids: number[] };
  /** Accounts were deleted: each module lets go of what it kept about them. */
  'user.deleted': { uids: string[] };
  /** A submission's final result changed (recorded once per committed change, on the instance that recorded it). */
  'submission.verdict': VerdictChanged;
  /** What a submission shows now changed (every status change, progress included). */
  'submission.status': SubmissionStatusEvent;
  /** A contest admin posted a comment or reply in a contest that some may read. */
  'comment.clarification': Clarification;
  /** The system messages of these users changed (a notice sent, taken back or deleted). */
  'notice.changed': { uids: string[] };
  /** A tag was renamed or deleted (pages showing tags drop what they keep). */
  'tag.changed': { tid: number };
  /** A user's unread message counts, as they are now. */
  'message.unread': { uid: string; counts: UnreadMessageCounts };
}

export type AppEventName = keyof AppEvents;
