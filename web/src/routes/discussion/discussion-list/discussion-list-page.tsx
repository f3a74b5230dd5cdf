import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { loggedInOrPrompt } from '@/components/comment/login-first';
import { RuleNote } from '@/components/common/rule-note';
import { SearchField } from '@/components/ui/search-field';
import {
  useDiscussionList,
  useDiscussionPostingRule,
  type Discussion,
  type DiscussionQuery,
} from '@/hooks/api/discussion';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/stores/session';
import { DiscussionDialog } from '../components/discussion-dialog';
import { CategorySidebar } from './components/category-sidebar';
import { DiscussionListBody } from './components/discussion-list-body';
import '@/i18n/areas/discussion';

type Editing = { discussion?: Discussion } | null;

/**
 * /discussion and /discussion/:problemID: categories, search, Mine/All, post, 10 per page. A user
 * the server would not let post reads why instead of the Post button.
 */
export function DiscussionListPage() {
  const { t } = useTranslation();
  const { problemID } = useParams();
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(null);
  useDocumentTitle(problemID ? t('discussion.problemTitle', { pid: problemID }) : t('discussion.title'));

  const category = params.get('cid');
  const query: DiscussionQuery = {
    currentPage: Math.max(1, Number(params.get('currentPage')) || 1),
    keyword: params.get('keyword') || undefined,
    categoryId: category ? Number(category) : undefined,
    pid: problemID,
    onlyMine: Boolean(token) && params.get('onlyMine') === 'true',
  };
  const { data, error, isLoading, mutate } = useDiscussionList(query);
  // Until the rule is known (or if it cannot be read) the button stays: the server decides anyway.
  const refusal = useDiscussionPostingRule(Boolean(token)).data;
  const postingRefused = refusal?.allowed === false ? refusal.reason : null;
  if (error && !data) throw error;

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ currentPage: undefined, ...changes })) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  const showMine = (mine: boolean) => {
    if (mine && !loggedInOrPrompt()) return;
    update({ onlyMine: mine ? 'true' : undefined });
  };
  const post = () => {
    if (loggedInOrPrompt()) setEditing({});
  };
  const reload = () => void mutate();

  return (
    <div className="flex flex-col gap-3 md:flex-row" data-testid="discussion-list-page">
      <CategorySidebar selected={query.categoryId} onSelect={(categoryId) => update({ cid: categoryId })} />
      <section className="card min-w-0 flex-1 p-4">
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <h1 className="mr-auto text-lg font-semibold">
            {problemID ? t('discussion.problemTitle', { pid: problemID }) : t('discussion.title')}
          </h1>
          <SearchField
            label={t('discussion.search')}
            onSearch={(keyword) => update({ keyword })}
            className="input w-48 max-w-full"
          />
          <div
            className="flex rounded border border-slate-200"
            role="group"
            aria-label={t('discussion.scope')}
          >
            <button
              type="button"
              className={`px-3 py-1 text-sm ${query.onlyMine ? '' : 'bg-blue-600 text-white'}`}
              aria-pressed={!query.onlyMine}
              onClick={() => showMine(false)}
            >
              {t('discussion.all')}
            </button>
            <button
              type="button"
              className={`px-3 py-1 text-sm ${query.onlyMine ? 'bg-blue-600 text-white' : ''}`}
              aria-pressed={query.onlyMine}
              onClick={() => showMine(true)}
              data-testid="discussion-mine"
            >
              {t('discussion.mine')}
            </button>
          </div>
          {postingRefused ? null : (
            <button type="button" className="btn btn-primary" onClick={post} data-testid="discussion-post">
              {t('discussion.post')}
            </button>
          )}
        </div>
        {postingRefused ? (
          <div className="mb-3">
            <RuleNote reason={postingRefused} testId="discussion-post-rule" />
          </div>
        ) : null}
        <DiscussionListBody
          data={data}
          isLoading={isLoading}
          emptyText={t('discussion.empty')}
          page={query.currentPage}
          onPageChange={(currentPage) => update({ currentPage })}
          onEdit={(chosen) => setEditing({ discussion: chosen })}
          onChanged={reload}
        />
      </section>
      {editing ? (
        <DiscussionDialog
          discussion={editing.discussion}
          pid={problemID}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}
