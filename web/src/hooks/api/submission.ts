/** Submissions, judging and the test judge (see docs/api.md, Submissions and judging). */
import useSWR from 'swr';
import type { Page } from '@verdict/common';
import { api, downloadBlob, type Query } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';
import type { CaseResults, Submission, SubmissionDetail, TestJudgeResult } from '@/types/submission';

export interface ListRefresh {
  /** Milliseconds between refreshes, possibly decided from the latest page (0 = off). */
  refreshInterval?: number | ((latest: Page<Submission> | undefined) => number);
  onSuccess?: () => void;
}

export function useSubmissionList(query: Query | null, refresh: ListRefresh = {}) {
  return useSWR<Page<Submission>>(query ? swrKeys.submissionList(query) : null, {
    keepPreviousData: true,
    refreshInterval: refresh.refreshInterval ?? 0,
    onSuccess: refresh.onSuccess,
  });
}

export function useSubmissionDetail(submitId: number | null) {
  return useSWR<SubmissionDetail>(submitId ? swrKeys.submissionDetail(submitId) : null);
}

export function useCaseResults(submitId: number | null) {
  return useSWR<CaseResults | null>(submitId ? swrKeys.caseResults(submitId) : null);
}

export interface SubmitCodeBody {
  /** The problem as the page names it: the contest's display id in a contest, the problem id elsewhere. */
  pid: string;
  language: string;
  code: string;
  cid: number;
  tid?: number | null;
  gid?: number | null;
  isRemote: boolean;
  captcha?: string;
}

export const submitCode = (body: SubmitCodeBody) => api.post<Submission>('/api/submit-problem-judge', body);

export const checkSubmissionsStatus = (submitIds: number[]) =>
  api.post<Record<string, Submission>>(
    '/api/check-submissions-status',
    { submitIds, cid: 0 },
    { silent: true },
  );

export const fetchSubmission = (submitId: number) =>
  api.get<SubmissionDetail>('/api/get-submission-detail', { submitId }, { silent: true });

export const updateShare = (submitId: number, share: boolean, uid?: string) =>
  api.put<null>('/api/submission', { submitId, share, uid });

export interface TestJudgeBody {
  pid: number;
  problemID?: string;
  language: string;
  code: string;
  type: 'public' | 'contest' | 'group';
  userInput: string;
  expectedOutput?: string | null;
  mode: string;
  isRemoteJudge: boolean;
}

export const submitTestJudge = (body: TestJudgeBody) =>
  api.post<string>('/api/submit-problem-test-judge', body);

export const fetchTestJudgeResult = (testJudgeKey: string) =>
  api.get<TestJudgeResult>('/api/get-test-judge-result', { testJudgeKey });

/** The owner sends a submission that failed to reach its judge (Submitted Failed) once more. */
export const resubmit = (submitId: number) => api.get<Submission>('/api/resubmit', { submitId });

export const rejudge = (submitId: number) => api.get<Submission>('/api/admin/judge/rejudge', { submitId });
export const cancelJudge = (submitId: number) =>
  api.get<Submission>('/api/admin/judge/cancel-judge', { submitId });
export const manualJudge = (submitId: number, status: number, score?: number | null) =>
  api.get<Submission>('/api/admin/judge/manual-judge', { submitId, status, score });

export const downloadFailingCase = (pid: number, caseId: number) =>
  downloadBlob('/api/file/download-testcase-one', { pid, data: caseId });
