import type { Submission } from '@/types/submission';

/** Where a submission's rows point: the site's pages, or a group's. */
export interface SubmissionLinks {
  detail(submitId: number): string;
  problem(row: Pick<Submission, 'displayPid' | 'pid' | 'cid' | 'gid'>): string;
}

const problemIdOf = (row: Pick<Submission, 'displayPid' | 'pid'>) =>
  encodeURIComponent(row.displayPid || String(row.pid));

export const SITE_SUBMISSION_LINKS: SubmissionLinks = {
  detail: (submitId) => `/submission-detail/${submitId}`,
  problem: (row) => `/problem/${problemIdOf(row)}`,
};

/**
 * Inside a group the detail opens under the group; the group's own problems open there too, and
 * a contest's problem in its contest (its display id only means something there).
 */
export function groupSubmissionLinks(gid: number): SubmissionLinks {
  return {
    detail: (submitId) => `/group/${gid}/submission-detail/${submitId}`,
    problem: (row) => {
      if (row.cid) return `/contest/${row.cid}/problem/${problemIdOf(row)}`;
      if (row.gid === gid) return `/group/${gid}/problem/${problemIdOf(row)}`;
      return `/problem/${problemIdOf(row)}`;
    },
  };
}
