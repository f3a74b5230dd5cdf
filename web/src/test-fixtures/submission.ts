/** Wire-complete submissions for component tests: each test states only the fields it is about. */
import { JudgeStatus } from '@verdict/common';
import type { Submission, SubmissionDetail } from '@/types/submission';

export function aSubmission(fields: Partial<Submission> = {}): Submission {
  return {
    submitId: 1,
    uid: 'u1',
    username: 'uma',
    pid: 3,
    displayPid: 'P3',
    cid: 0,
    gid: null,
    status: JudgeStatus.PENDING,
    score: null,
    oiRankScore: null,
    time: null,
    memory: null,
    length: 12,
    language: 'Python3',
    judger: null,
    isManual: false,
    share: false,
    submitTime: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

export function aSubmissionDetail(
  fields: Partial<SubmissionDetail['submission']> = {},
  detail: Partial<Omit<SubmissionDetail, 'submission'>> = {},
): SubmissionDetail {
  return {
    submission: { ...aSubmission(fields), code: null, errorMessage: null, ...fields },
    codeHiddenReason: null,
    codeShare: false,
    waCaseData: null,
    remoteRun: null,
    ...detail,
  };
}
