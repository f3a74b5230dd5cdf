/** Contest shapes: the wire types of `@verdict/common` under the names the pages use. */
import type {
  AcmRankRow,
  ContestAnnouncementView,
  ContestInfoView,
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
