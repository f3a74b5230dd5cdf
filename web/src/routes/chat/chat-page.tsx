import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ASSISTANT_CONSTANTS } from '@verdict/common';
import { AssistantChat } from '@/components/assistant/assistant-chat';
import { LoadError } from '@/components/common/load-error';
import { RequireLogin } from '@/components/common/require-login';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { useAssistantSession, useAssistantSessions } from '@/hooks/api/assistant';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { SessionList } from './components/session-list';
import { problemPath } from './problem-path';
import '@/i18n/areas/assistant';

/** /chat: the signed-in user's conversations with the assistant, each continued beside the list. */
export default function ChatPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('assistant.sessions.title'));
  return (
    <RequireLogin>
      <Conversations />
    </RequireLogin>
  );
}

function Conversations() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('currentPage')) || 1);
  const selected = params.get('session');
  const list = useAssistantSessions(page);
  const records = list.data?.records ?? [];

  const update = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || (key === 'currentPage' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  const afterDelete = (id: string) => {
    const lastOnPage = records.length === 1 && page > 1;
    update({ session: id === selected ? null : selected, ...(lastOnPage ? { currentPage: page - 1 } : {}) });
    if (!lastOnPage) void list.mutate();
  };

  return (
    <section className="card p-4">
      <h1 className="mb-3 text-lg font-semibold">{t('assistant.sessions.title')}</h1>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="min-w-0">
          {list.error && !list.data ? (
            <LoadError
              error={list.error}
              onRetry={() => void list.mutate()}
              title={t('assistant.sessions.loadFailed')}
            />
          ) : !list.data ? (
            <PageLoading />
          ) : records.length === 0 ? (
            <p className="py-10 text-center text-sm text-slate-500" data-testid="assistant-sessions-empty">
              {t('assistant.sessions.empty')}
            </p>
          ) : (
            <SessionList
              sessions={records}
              selected={selected}
              onSelect={(id) => update({ session: id })}
              onDeleted={afterDelete}
            />
          )}
          <Pagination
            page={page}
            pageSize={ASSISTANT_CONSTANTS.pageSize}
            total={list.data?.total ?? 0}
            onPageChange={(currentPage) => update({ currentPage })}
          />
        </div>
        {selected ? (
          <OpenConversation key={selected} id={selected} />
        ) : (
          <p className="hidden py-10 text-center text-sm text-slate-500 lg:block">
            {t('assistant.sessions.pick')}
          </p>
        )}
      </div>
    </section>
  );
}

/** The chosen conversation, continued in the same chat as on the problem page, with a link back to the problem. */
function OpenConversation({ id }: { id: string }) {
  const { t } = useTranslation();
  const session = useAssistantSession(id).data;
  return (
    <div
      className="flex h-[70vh] min-w-0 flex-col rounded-md border border-slate-200"
      data-testid="assistant-open-session"
    >
      {session ? (
        <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2 text-sm">
          <span className="min-w-0 flex-1 truncate font-medium">
            {session.pid} {session.problemTitle}
          </span>
          <Link className="btn btn-sm" to={problemPath(session)} data-testid="assistant-to-problem">
            {t('assistant.sessions.toProblem')}
          </Link>
        </div>
      ) : null}
      <AssistantChat sessionId={id} />
    </div>
  );
}
