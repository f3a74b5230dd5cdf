import { ScrollBoardQueryDto } from './scroll-board.dto';
import { OptionalFlag } from '../../../common/http/flag-fields';

/** HOJ's submission read: `removeStar=true` leaves the star users' submissions out. */
export class HojScrollBoardSubmissionQueryDto extends ScrollBoardQueryDto {
  @OptionalFlag() removeStar?: boolean;
}

/** `GET /api/get-contest-scroll-board-info` (HOJ ContestScrollBoardInfoVO). */
export interface HojScrollBoardInfo {
  id: number;
  /** username, nickname or realname: the profile field the page shows for a team. */
  rankShowName: string;
  problemCount: number;
  /** Display id → balloon colour (null when the problem has none). */
  balloonColor: Record<string, string | null>;
  /** `yyyy/MM/dd HH:mm:ss` at UTC+8, as the page parses it. */
  startTime: string;
  sealRankTime: string;
  starUserList: string[];
}

/** One row of `GET /api/get-contest-scroll-board-submission` (HOJ ContestScrollBoardSubmissionVO). */
export interface HojScrollBoardSubmission {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  avatar: string | null;
  gender: string;
  submitId: number;
  status: number;
  /** `yyyy/MM/dd HH:mm:ss` at UTC+8. */
  submitTime: string;
  displayId: string;
}
