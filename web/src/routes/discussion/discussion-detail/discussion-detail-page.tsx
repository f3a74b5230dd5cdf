import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CommentArea } from '@/components/comment/comment-area';
import { loggedInOrPrompt } from '@/components/comment/login-first';
import { Markdown } from '@/components/common/markdown';
import { PageLoading } from '@/components/ui/spinner';
import { likeDiscussion, useDiscussion } from '@/hooks/api/discussion';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAbilities } from '@/stores/session';
import { toast } from '@/stores/ui';
import { DiscussionAuthor } from '../components/discussion-author';
import { DiscussionDialog } from '../components/discussion-dialog';
import { DiscussionMenu } from '../components/discussion-menu';
import { discussedProblemPath, discussionListPath } from '../discussion-text';
import { ReportDialog } from './components/report-dialog';
import '@/i18n/areas/discussion';

interface DiscussionDetailPageProps {
  /** Shown inside this group (its post): links stay in the group. */
  gid?: number;
  /** The viewer is a root of the group: edits and deletes any of its posts. */
  groupRoot?: boolean;
  /** The viewer is a group admin: pins the group's posts. */
  canPin?: boolean;
}

/**
 * /discussion-detail/:discussionID, and a group's /group/:gid/discussion-detail/:discussionID:
 * the post, like, report, edit, delete, and its comments.
 */
export function DiscussionDetailPage({ gid, groupRoot, canPin }: DiscussionDetailPageProps = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const did = Number(useParams().discussionID);
  const { isAdmin } = useAbilities();
  const { data: discussion, error, isLoading, mutate } = useDiscussion(did);
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [liking, setLiking] = useState(false);
  useDocumentTitle(discussion?.title ?? t('discussion.title'));
  if (error && !discussion) throw error;
  if (isLoading || !discussion) return <PageLoading />;
  // Inside a group, only that group's posts open; another group's would show under the wrong name.
  if (gid !== undefined && discussion.gid !== gid) {
    throw new ApiError('not-found', t('error.notFound'), 404);
  }

  const toggleLike = async () => {
    if (!loggedInOrPrompt()) return;
    setLiking(true);
    try {
      await likeDiscussion(discussion.id, !discussion.hasLike);
      toast('success', t(discussion.hasLike ? 'discussion.likeCancelled' : 'discussion.liked'));
      await mutate();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setLiking(false);
    }
  };
  const report = () => {
    if (loggedInOrPrompt()) setReporting(true);
  };

  return (
    <div className="space-y-3" data-testid="discussion-detail">
      <article className="card p-4">
        <div className="flex items-start gap-2">
          <h1
            className="min-w-0 flex-1 text-xl font-semibold break-words"
            data-testid="discussion-detail-title"
          >
            {discussion.title}
          </h1>
          <DiscussionMenu
            discussion={discussion}
            groupRoot={groupRoot}
            onEdit={() => setEditing(true)}
            onDeleted={() => void navigate(discussionListPath(gid), { replace: true })}
          />
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
          <DiscussionAuthor discussion={discussion} size={28} />
          <time>{formatDateTime(discussion.gmtCreate)}</time>
          {discussion.categoryName ? (
            <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{discussion.categoryName}</span>
          ) : null}
          {discussion.pid ? (
            <Link className="text-blue-700 hover:underline" to={discussedProblemPath(discussion.pid, gid)}>
              {discussion.pid}
            </Link>
          ) : null}
          <span>{t('discussion.viewCount', { count: discussion.viewNum })}</span>
        </div>
        {discussion.description ? (
          <p className="mt-3 rounded bg-slate-50 p-2 text-sm break-words text-slate-600">
            {discussion.description}
          </p>
        ) : null}
        <div className="mt-4" data-testid="discussion-content">
          <Markdown>{discussion.content}</Markdown>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className={`btn btn-sm ${discussion.hasLike ? 'btn-primary' : ''}`}
            aria-pressed={discussion.hasLike}
            disabled={liking}
            onClick={() => void toggleLike()}
            data-testid="discussion-like"
          >
            👍 {t(discussion.hasLike ? 'discussion.unlike' : 'discussion.like')} · {discussion.likeNum}
          </button>
          <button type="button" className="btn btn-sm" onClick={report} data-testid="discussion-report">
            {t('discussion.report.button')}
          </button>
        </div>
      </article>
      <CommentArea place={{ did: discussion.id }} canModerate={isAdmin || Boolean(groupRoot)} />
      {editing ? (
        <DiscussionDialog
          discussion={discussion}
          gid={gid}
          canPin={canPin}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void mutate();
          }}
        />
      ) : null}
      {reporting ? <ReportDialog did={discussion.id} onClose={() => setReporting(false)} /> : null}
    </div>
  );
}
