/** Contest shapes: the wire types of `@verdict/common` under the names the pages use. */
import type {
  AcmRankRow,
  AdminContestView,
  ContestAcRecordView,
  ContestAnnouncementView,
  ContestInfoView,
  ContestPrintView,
  ContestProblemView,
  ContestView,
  OiRankRow,
} from '@verdict/common';

export type Contest = ContestView;
export type ContestInfo = ContestInfoView;
export type ContestProblem = ContestProblemView;
export type ContestAnnouncement = ContestAnnouncementView;
export type AcmRow = AcmRankRow;
export type OiRow = OiRankRow;
export type RankRow = AcmRankRow | OiRankRow;
export type AdminContest = AdminContestView;
export type ContestPrint = ContestPrintView;
export type ContestAcRecord = ContestAcRecordView;

/** The admin form as sent: times as ISO strings, the server fills in the rest. */
export type AdminContestForm = Omit<
  AdminContestView,
  'id' | 'status' | 'count' | 'uid' | 'author' | 'now' | 'duration' | 'gid'
> & { id?: number };

export interface AdminContestProblemRow {
  id: number;
  problemId: string;
  title: string;
}

/** A problem's place in a contest: display id, display title and balloon colour. */
export type ContestProblemLink = Omit<ContestProblemView, 'ac' | 'total'>;

export interface AdminContestProblems {
  problemList: { records: AdminContestProblemRow[]; total: number };
  contestProblemMap: Record<string, ContestProblemLink>;
}
