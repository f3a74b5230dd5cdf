/** The discussion list (/discussion, and /discussion/:problemID for one problem). */
import { DiscussionGate } from '../components/discussion-gate';
import { DiscussionListPage } from './discussion-list-page';

export default function DiscussionList() {
  return (
    <DiscussionGate>
      <DiscussionListPage />
    </DiscussionGate>
  );
}
