/** Contest shapes: the wire types of `@verdict/common` under the names the pages use. */
import type {
  AcmRankRow,
  AdminContestProblemList,
  AdminContestView,
  ContestAcRecordView,
  ContestAnnouncementView,
  ContestInfoView,
  ContestPrintView,
  ContestProblemLinkView,
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

/** A problem's place in a contest: display id, display title and balloon colour, as the forms send it. */
export type ContestProblemLink = Omit<ContestProblemLinkView, 'gmtCreate'>;

export type AdminContestProblems = AdminContestProblemList;
