/** The group's discussions (/group/:groupID/discussion, and .../discussion/:problemID for one problem). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useGroupDiscussionList, type Discussion } from '@/hooks/api/discussion';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DiscussionDialog } from '@/routes/discussion/components/discussion-dialog';
import { DiscussionListBody } from '@/routes/discussion/discussion-list/components/discussion-list-body';
import { discussionListPath } from '@/routes/discussion/discussion-text';
import { useGroup } from '../group-context';
import '@/i18n/areas/discussion';
import '@/i18n/areas/group-discussion';

type Editing = { discussion?: Discussion } | null;

/** Members read and post; pinned posts first, then the newest, 10 a page. */
export default function GroupDiscussionTab() {
  const { problemID } = useParams();
  // A new problem starts again on page 1.
  return <GroupDiscussionList key={problemID ?? ''} problemID={problemID} />;
}

function GroupDiscussionList({ problemID }: { problemID?: string }) {
  const { t } = useTranslation();
  const { group, isAdmin, isRoot } = useGroup();
  const [currentPage, setCurrentPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const heading = problemID
    ? t('groupDiscussion.problemTitle', { pid: problemID })
    : t('groupDiscussion.title');
  useDocumentTitle(heading);
  const { data, error, isLoading, mutate } = useGroupDiscussionList(group.id, {
    currentPage,
    pid: problemID,
  });
  if (error && !data) throw error;
  const reload = () => void mutate();

  return (
    <section className="card min-w-0 p-4" data-testid="group-discussion-tab">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold">{heading}</h2>
        {problemID ? (
          <Link className="btn btn-sm" to={discussionListPath(group.id)} data-testid="group-discussion-all">
            {t('groupDiscussion.allProblems')}
          </Link>
        ) : null}
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEditing({})}
          data-testid="discussion-post"
        >
          {t('groupDiscussion.post')}
        </button>
      </div>
      <DiscussionListBody
        data={data}
        isLoading={isLoading}
        emptyText={t('groupDiscussion.empty')}
        page={currentPage}
        onPageChange={setCurrentPage}
        onEdit={(chosen) => setEditing({ discussion: chosen })}
        onChanged={reload}
        groupRoot={isRoot}
      />
      {editing ? (
        <DiscussionDialog
          discussion={editing.discussion}
          pid={problemID}
          gid={group.id}
          canPin={isAdmin}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
