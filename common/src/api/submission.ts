import type { RemoteRunView } from './remote-judge';
/**
 * Submission shapes on the wire (HOJ Judge / JudgeVO / SubmissionInfoVO / JudgeCaseVO /
 * TestJudgeVO), written by the server's mappers and read by the web. `TTime` is `Date` where the
 * server builds a value and `string` (ISO) where a client reads it.
 */
import type { WaitReason } from '../wait-reason';

/** A submission as lists and polling see it: never the code. */
export interface SubmissionView<TTime = string> {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  displayPid: string;
  /** The problem's title, where the list shows it. */
  title?: string;
  cid: number;
  gid: number | null;
  status: number;
  score: number | null;
  oiRankScore: number | null;
  time: number | null;
  memory: number | null;
  /** Hidden (null) for others while a contest runs. */
  length: number | null;
  language: string;
  judger: string | null;
  isManual: boolean;
  share: boolean;
  submitTime: TTime;
  /** Not HOJ's: why it is not judged yet, while Pending or being judged (`adminText` for admins only). */
  waitReason?: WaitReason;
}

/**
 * Not HOJ's: why `code` is null for this viewer.
 * `contest`: contest submissions are never shared; `sharing-off`: the problem does not allow
 * sharing; `not-shared`: the author has not shared it; `hidden-outside-contests`: the super admin
 * hides practice code from everyone but root and problem admins (HOJ hideNonContestSubmissionCode).
 */
export type CodeHiddenReason = 'contest' | 'sharing-off' | 'not-shared' | 'hidden-outside-contests';

export interface SubmissionDetailView<TTime = string> {
  submission: SubmissionView<TTime> & { code: string | null; errorMessage: string | null };
  /** Set exactly when the code is hidden from this viewer. */
  codeHiddenReason: CodeHiddenReason | null;
  codeShare: boolean;
  /** The first failing case, for its owner to download (outside contests, while the site allows it). */
  waCaseData: number | null;
  /** Where another judge judged it (a remote problem's submission); null otherwise. */
  remoteRun: RemoteRunView | null;
}

export interface JudgeCaseView {
  caseId: number;
  seq: number;
  status: number;
  time: number;
  memory: number;
  score: number;
  groupNum: number;
  inputData: string;
  outputData: string;
  userOutput: string | null;
}

export interface SubtaskView {
  groupNum: number;
  status: number;
  score: number;
  ac: number;
  total: number;
  time: number;
  memory: number;
  subtaskDetailList: JudgeCaseView[];
}

/** HOJ JudgeCaseVO: a submission's results per case, and per subtask group in the subtask modes. */
export interface CaseResultsView {
  judgeCaseMode: string;
  judgeCaseList: JudgeCaseView[];
  subTaskJudgeCaseVoList: SubtaskView[] | null;
}

/** HOJ TestJudgeVO; while pending only `status` is set. */
export interface TestJudgeResultView {
  status: number;
  time?: number;
  memory?: number;
  stderr?: string;
  userInput?: string;
  userOutput?: string;
  expectedOutput?: string | null;
  problemJudgeMode?: string;
}

/** HOJ LastAcceptedCodeVO. */
export interface LastAcceptedCodeView {
  submitId: number;
  code: string;
  language: string;
}

/** Socket.io names for live submission status (the client subscribes, the server pushes). */
export const SocketEvent = {
  subscribeSubmission: 'subscribe-submission',
  unsubscribeSubmission: 'unsubscribe-submission',
  submissionStatus: 'submission-status',
  /** Client → server: follow a contest (`{ cid }`); the server pushes the three below. */
  joinContest: 'join-contest',
  leaveContest: 'leave-contest',
  contestAnnouncement: 'contest-announcement',
  contestBoardChanged: 'contest-board-changed',
  contestStatus: 'contest-status',
  /**
   * Client → server: follow a contest's comments (`{ cid }`), for those who may read them; the
   * server pushes `contest-clarification` when a contest admin posts a comment or a reply.
   */
  joinContestComments: 'join-contest-comments',
  leaveContestComments: 'leave-contest-comments',
  contestClarification: 'contest-clarification',
  /** Server → one user: their unread message counts changed (`UnreadMessageCounts`). */
  messageUnread: 'message-unread',
} as const;

/** Pushed over socket.io to subscribers as a submission moves to its final verdict. */
export interface SubmissionStatusEvent {
  submitId: number;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
}
