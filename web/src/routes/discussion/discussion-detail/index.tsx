/** One discussion with its comments (/discussion-detail/:discussionID). */
import { DiscussionGate } from '../components/discussion-gate';
import { DiscussionDetailPage } from './discussion-detail-page';

export default function DiscussionDetail() {
  return (
    <DiscussionGate>
      <DiscussionDetailPage />
    </DiscussionGate>
  );
}
