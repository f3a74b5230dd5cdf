/**
 * Submission shapes: the wire types of `@verdict/common` under the names the pages use, and the
 * status list's own filter state.
 */
import type {
  CaseResultsView,
  JudgeCaseView,
  SubmissionDetailView,
  SubmissionView,
  SubtaskView,
  TestJudgeResultView,
} from '@verdict/common';

export type { SubmissionStatusEvent } from '@verdict/common';
export type Submission = SubmissionView;
export type SubmissionDetail = SubmissionDetailView;
export type JudgeCase = JudgeCaseView;
export type SubtaskResult = SubtaskView;
export type CaseResults = CaseResultsView;
export type TestJudgeResult = TestJudgeResultView;

export interface SubmissionFilters {
  currentPage: number;
  limit: number;
  onlyMine?: boolean;
  status?: number | null;
  username?: string;
  problemID?: string;
  gid?: number | null;
}
