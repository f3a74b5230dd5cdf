import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ContestStatus } from '@verdict/common';
import { CommentArea } from '@/components/comment/comment-area';
import { useWebsiteConfig } from '@/hooks/api/website';
import { toast } from '@/stores/ui';
import { useContest } from './contest-context';

/**
 * /contest/:id/comment: the contest's clarifications (HOJ's contest Comment tab). While the
 * contest runs a contestant reads their own comments and the contest admins'.
 */
export default function CommentTab() {
  const { t } = useTranslation();
  const { contest, status, isContestAdmin, clarificationVersion } = useContest();
  const closed = useWebsiteConfig().openContestComment === false;
  useEffect(() => {
    if (closed) toast('error', t('comment.contestCommentClosed'));
  }, [closed, t]);
  // With the site's contest comment area closed the route leads home.
  if (closed) return <Navigate to="/home" replace />;
  return (
    <div className="space-y-2" data-testid="contest-comments">
      {!isContestAdmin && status !== ContestStatus.ENDED ? (
        <p className="text-sm text-slate-500">{t('comment.contestHint')}</p>
      ) : null}
      <CommentArea
        place={{ cid: contest.id }}
        canModerate={isContestAdmin}
        refreshVersion={clarificationVersion}
      />
    </div>
  );
}
