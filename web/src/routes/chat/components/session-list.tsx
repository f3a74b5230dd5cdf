import { useTranslation } from 'react-i18next';
import type { AssistantSessionSummary } from '@verdict/common';
import { confirmAction } from '@/components/ui/confirm';
import { deleteAssistantSession } from '@/hooks/api/assistant';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/stores/ui';
import '@/i18n/areas/assistant';

interface SessionListProps {
  sessions: AssistantSessionSummary[];
  selected: string | null;
  onSelect: (id: string) => void;
  onDeleted: (id: string) => void;
}

/** One page of conversations: problem, kind, first question, message count and time; each opens or is deleted. */
export function SessionList({ sessions, selected, onSelect, onDeleted }: SessionListProps) {
  const { t } = useTranslation();
  const remove = async (session: AssistantSessionSummary) => {
    if (!(await confirmAction(t('assistant.sessions.deleteConfirm', { pid: session.pid })))) return;
    try {
      await deleteAssistantSession(session.id);
    } catch (failure) {
      // The client has shown the server's message already.
      if (failure instanceof ApiError) return;
      throw failure;
    }
    toast('success', t('assistant.sessions.deleted'));
    onDeleted(session.id);
  };
  return (
    <ul className="divide-y divide-slate-100" data-testid="assistant-sessions">
      {sessions.map((session) => (
        <li
          key={session.id}
          className={`flex items-start gap-2 py-2 ${session.id === selected ? 'bg-blue-50' : ''}`}
          data-testid="assistant-session"
        >
          <button
            type="button"
            className="min-w-0 flex-1 px-2 text-left"
            aria-current={session.id === selected ? 'true' : undefined}
            onClick={() => onSelect(session.id)}
            data-testid="assistant-session-open"
          >
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium text-blue-700">
                {session.pid} {session.problemTitle}
              </span>
              <span
                className={`rounded px-1.5 py-0.5 text-xs ${
                  session.kind === 'hint' ? 'bg-amber-100 text-amber-800' : 'bg-slate-100 text-slate-700'
                }`}
                data-testid="assistant-session-kind"
              >
                {t(`assistant.sessions.${session.kind}`)}
              </span>
            </span>
            <span
              className="mt-0.5 block truncate text-sm text-slate-700"
              data-testid="assistant-session-preview"
            >
              {session.preview || t('assistant.sessions.noPreview')}
            </span>
            <span className="mt-0.5 block text-xs text-slate-500">
              {session.kind === 'hint' && session.submitId
                ? `${t('assistant.sessions.submission', { submitId: session.submitId })} · `
                : ''}
              {t('assistant.sessions.messages')}: {session.messageCount} ·{' '}
              <time dateTime={session.gmtModified}>{formatDateTime(session.gmtModified)}</time>
            </span>
          </button>
          <button
            type="button"
            className="btn btn-sm mr-2 text-red-600"
            aria-label={t('assistant.sessions.deleteLabel', { pid: session.pid })}
            onClick={() => void remove(session)}
            data-testid="assistant-session-delete"
          >
            {t('assistant.sessions.delete')}
          </button>
        </li>
      ))}
    </ul>
  );
}
