import { RankType } from '@verdict/common';
import { UserRankPage } from '../user-rank/user-rank-page';

/** The OI user rank (`/oi-rank`). */
export default function OiRankPage() {
  return <UserRankPage type={RankType.OI} />;
}
