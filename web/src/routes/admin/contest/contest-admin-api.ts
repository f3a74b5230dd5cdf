/**
 * The calls the contest management screens make. The back office talks to `/api/admin/contest`;
 * a group manages its own contests through `/api/group/*` with the same screens.
 */
import type { SWRResponse } from 'swr';
import type { Page } from '@verdict/common';
import {
  addContestProblem,
  deleteContestAnnouncement,
  removeContestProblem,
  saveContest,
  saveContestAnnouncement,
  updateContestProblem,
  useAdminContest,
  useAdminContestAddable,
  useAdminContestAnnouncements,
  useAdminContestProblems,
} from '@/hooks/api/contest';
import type {
  AdminContest,
  AdminContestForm,
  AdminContestProblems,
  ContestAnnouncement,
  ContestProblemLink,
} from '@/types/contest';

export interface AnnouncementDraft {
  id?: number;
  title: string;
  content: string;
  status: number;
}

export interface ContestAdminApi {
  useContest(cid: number | null): SWRResponse<AdminContest>;
  saveContest(form: AdminContestForm): Promise<unknown>;
  useProblems(cid: number): SWRResponse<AdminContestProblems>;
  /** The first problems of `problemType` that may still be added, by id, title or author. */
  useAddable(
    cid: number,
    problemType: number | undefined,
    keyword: string,
  ): SWRResponse<AdminContestProblems>;
  /** Refusals are not toasted: the form shows them. */
  addFromPublic(cid: number, pid: number, displayId: string): Promise<unknown>;
  updateProblem(row: ContestProblemLink): Promise<unknown>;
  removeProblem(cid: number, pid: number): Promise<unknown>;
  /** Whether a problem can be made inside the contest (the back office's contest-only problems). */
  createsProblems: boolean;
  useAnnouncements(cid: number, currentPage: number): SWRResponse<Page<ContestAnnouncement>>;
  saveAnnouncement(cid: number, announcement: AnnouncementDraft): Promise<unknown>;
  deleteAnnouncement(aid: number, cid: number): Promise<unknown>;
}

export const SITE_CONTEST_API: ContestAdminApi = {
  useContest: useAdminContest,
  saveContest,
  useProblems: useAdminContestProblems,
  useAddable: useAdminContestAddable,
  addFromPublic: addContestProblem,
  updateProblem: updateContestProblem,
  removeProblem: removeContestProblem,
  createsProblems: true,
  useAnnouncements: useAdminContestAnnouncements,
  saveAnnouncement: saveContestAnnouncement,
  deleteAnnouncement: (aid) => deleteContestAnnouncement(aid),
};
