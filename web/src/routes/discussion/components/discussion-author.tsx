import { CommentAuthor } from '@/components/comment/comment-author';
import type { Discussion } from '@/hooks/api/discussion';

/** A discussion's author as comments show theirs: avatar, name, SPA/ADM badge, title in its colour. */
export function DiscussionAuthor({ discussion, size = 24 }: { discussion: Discussion; size?: number }) {
  return (
    <CommentAuthor
      size={size}
      author={{
        fromUid: discussion.uid,
        fromName: discussion.author,
        fromAvatar: discussion.avatar,
        fromRole: discussion.role,
        fromTitleName: discussion.titleName,
        fromTitleColor: discussion.titleColor,
      }}
    />
  );
}
