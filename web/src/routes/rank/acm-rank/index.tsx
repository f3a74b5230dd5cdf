import { RankType } from '@verdict/common';
import { UserRankPage } from '../user-rank/user-rank-page';

/** The ACM user rank (`/acm-rank`). */
export default function AcmRankPage() {
  return <UserRankPage type={RankType.ACM} />;
}
