/** Submission shapes (seed 1 §3, HOJ Judge / JudgeVO / SubmissionInfoVO / JudgeCaseVO). */
import type { WaitReason } from '@verdict/common';

export interface Submission {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  displayPid?: string;
  displayId?: string;
  title?: string;
  cid?: number;
  gid?: number | null;
  status: number;
  score?: number | null;
  totalScore?: number | null;
  oiRankScore?: number | null;
  judger?: string | null;
  isManual?: boolean;
  time?: number | null;
  memory?: number | null;
  length?: number | null;
  language: string;
  code?: string | null;
  share?: boolean;
  submitTime: string;
  errorMessage?: string | null;
  /** Not HOJ's: why it is not judged yet, while Pending or being judged (`adminText` for admins). */
  waitReason?: WaitReason | null;
}

export interface SubmissionDetail {
  submission: Submission;
  codeShare?: boolean;
  waCaseData?: string | null;
}

export interface JudgeCase {
  seq?: number;
  caseId?: number;
  status: number;
  time?: number | null;
  memory?: number | null;
  score?: number | null;
  groupNum?: number | null;
  inputData?: string | null;
  outputData?: string | null;
  userOutput?: string | null;
}

export interface SubtaskResult {
  groupNum: number;
  status: number;
  score?: number | null;
  ac: number;
  total: number;
  time?: number | null;
  memory?: number | null;
  subtaskDetailList: JudgeCase[];
}

export interface CaseResults {
  judgeCaseMode: string;
  judgeCaseList?: JudgeCase[] | null;
  subTaskJudgeCaseVoList?: SubtaskResult[] | null;
}

export interface TestJudgeResult {
  status: number;
  time?: number | null;
  memory?: number | null;
  stderr?: string | null;
  userInput?: string | null;
  userOutput?: string | null;
  expectedOutput?: string | null;
  problemJudgeMode?: string | null;
}

/** Pushed by the server over socket.io while a submission is judged. */
export interface SubmissionStatusEvent {
  submitId: number;
  status: number;
  score?: number | null;
  time?: number | null;
  memory?: number | null;
}

export interface SubmissionFilters {
  currentPage: number;
  limit: number;
  onlyMine?: boolean;
  status?: number | null;
  username?: string;
  problemID?: string;
  gid?: number | null;
}
