import type {
  ContestClarificationEvent,
  RemoteRunView,
  SubmissionStatusEvent,
  UnreadMessageCounts,
  UserDeletionSummary,
  UserProblemStatusView,
} from '@verdict/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../common/auth/auth-user';
import type { Scope } from '../modules/access/scope';

/** What a set of users made: submissions, comments and replies, contests, problems, announcements. */
export type UserMadeCounts = UserDeletionSummary['kept'];

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
  /**
   * Accounts are about to be deleted: each module adds to `made` what the users made in its tables
   * (it stays after the accounts go), for the admin's confirmation.
   */
  'user.counting-made': { uids: string[]; usernames: string[]; made: UserMadeCounts };
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

/** The settings of a problem its test data depends on (a problem row has them all). */
export interface TestdataProblem {
  id: number;
  caseVersion: string;
  model: number;
  judgeMode: string;
  judgeCaseMode: string;
  isUploadCase: boolean;
  spjCode: string | null;
  spjLanguage: string | null;
  judgeExtraFile: string | null;
}

/** Texts by id: the titles of discussions or contests, the contents of comments or replies. */
export interface TextsOf {
  request: { ids: number[] };
  /** Ids that name nothing are left out. */
  answer: Map<number, string>;
}

/**
 * Every question a module answers for the modules below it, which cannot import it, by name: what
 * the asker sends and what it gets back. Exactly one method in the app answers each, marked
 * `@AnswersAppQuery(name)` in the module that knows; `EventBus.ask(name, request)` asks it, and
 * fails when no method or more than one answers. A question about many things takes them all at
 * once (one query, never one per thing). A `require-` query answers nothing: it throws the
 * refusal (401, 403, 404) when the user may not go on. The request and answer types
 * are defined here, in `@verdict/common` or in the access module's scope, as for events.
 */
export interface AppQueries {
  /**
   * A user's status on each of these problems, counting the submissions made in the scope.
   * Problems the user never submitted there may be left out. A problem with a submission made from
   * `resultsHiddenFrom` on shows "Submitted Unknown Result" (an OI contest, a sealed board).
   */
  'submission.problem-statuses': {
    request: { uid: string; problemIds: number[]; scope: Scope; resultsHiddenFrom: Date | null };
    answer: Map<number, UserProblemStatusView>;
  };
  /** Which of these languages no judge online now offers, in the given order. */
  'judge.languages-without-judge': { request: { names: readonly string[] }; answer: string[] };
  /** The settings of a problem its test data is built and judged with; null when there is none. */
  'problem.testdata-settings': { request: { pid: number }; answer: TestdataProblem | null };
  /** Throws unless the user (no site problem admin) may upload test data for a problem of the group. */
  'problem.require-group-testcase-upload': { request: { user: AuthUser; gid: number }; answer: void };
  /** Throws unless the user (no site problem admin) may download the test data of the problem (a group's). */
  'problem.require-group-testcase-download': { request: { user: AuthUser; pid: number }; answer: void };
  /** The titles of discussions, for the reminders that point to them. */
  'discussion.titles': TextsOf;
  /** The titles of contests, for the reminders of their clarifications. */
  'contest.titles': TextsOf;
  /** The contents of comments, for the reminders that quote them. */
  'comment.texts': TextsOf;
  /** The contents of replies, for the reminders that quote them. */
  'reply.texts': TextsOf;
  /**
   * Hands an attempt of a submission to a remote problem to the remote judge's queue (a second
   * hand-over of the same attempt changes nothing).
   */
  'remote-judge.enqueue': { request: RemoteJudgeTask; answer: void };
  /** The task ids (`submitId:attempt`) of these remote attempts that the remote queue still holds. */
  'remote-judge.live-task-ids': { request: { submitIds: number[] }; answer: Set<string> };
  /** The remote runs of these submissions (the latest attempt's), by submission id. */
  'remote-judge.runs': { request: { submitIds: number[] }; answer: Map<number, RemoteRunView> };
}

/** An attempt of a submission to a remote problem, as the submission module hands it over. */
export interface RemoteJudgeTask {
  submitId: number;
  attempt: number;
  pid: number;
  language: string;
  code: string;
}

export type AppQueryName = keyof AppQueries;
export type AppQueryRequest<K extends AppQueryName> = AppQueries[K]['request'];
export type AppQueryAnswer<K extends AppQueryName> = AppQueries[K]['answer'];
