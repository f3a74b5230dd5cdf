/**
 * The problem page's assistant: a dialog holding one conversation about the problem, the latest
 * chat (continued when reopened), a new one, or the hint about one of the user's submissions,
 * whose question is asked by itself. Loaded on first use, so none of it is in the page's first load.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AssistantCodeBody } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { Spinner } from '@/components/ui/spinner';
import { initAssistantSession, useAssistantStatus } from '@/hooks/api/assistant';
import { AssistantChat } from './assistant-chat';
import { unavailableText } from './unavailable-text';
import '@/i18n/areas/assistant';

/** What the dialog opens on: the chat about the problem, or the hint about a submission that failed. */
export type AssistantOpening = { kind: 'chat' } | { kind: 'hint'; submitId: number; status: number };

export interface AssistantDialogProps {
  /** The problem as the page names it (`problemId`), and its title. */
  problem: { problemId: string; title: string };
  /** Where the page is opened (the problem page's scope). */
  scope: { cid: number; tid?: number; gid?: number };
  /** The editor's code, sent with the next message when it changed. */
  code: AssistantCodeBody;
  opening: AssistantOpening;
  /** The chat this page opened before: continued without asking the server again. */
  chatSessionId: string | null;
  onChatSession: (id: string) => void;
  onClose: () => void;
}

export default function AssistantDialog(props: AssistantDialogProps) {
  const { problem, scope, code, opening, chatSessionId, onChatSession, onClose } = props;
  const { problemId: pid, title } = problem;
  const { t } = useTranslation();
  // Only the place the page was opened from is sent, a contest first (a group's contest has both).
  const { cid, tid, gid } = scope;
  const place = cid > 0 ? { cid } : tid ? { tid } : gid ? { gid } : {};
  const latestCode = useRef(code);
  latestCode.current = code;
  const getCode = useCallback(
    () => ({ code: latestCode.current.code, language: latestCode.current.language }),
    [],
  );
  const status = useAssistantStatus(true);
  const available = status.data?.unavailable === null;
  const [mode, setMode] = useState<AssistantOpening>(opening);
  const [sessionId, setSessionId] = useState<string | null>(opening.kind === 'chat' ? chatSessionId : null);
  const [startError, setStartError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  const start = (next: AssistantOpening, fresh: boolean, isCancelled: () => boolean = () => false) => {
    setStartError(null);
    const asked = next.kind === 'hint' ? { submitId: next.submitId } : { fresh: fresh || undefined };
    initAssistantSession({ pid, ...place, ...asked }).then(
      (id) => {
        if (isCancelled()) return;
        setSessionId(id);
        if (next.kind === 'chat') onChatSession(id);
      },
      (error: unknown) => !isCancelled() && setStartError(error),
    );
  };

  // Opening: the conversation to continue, or the hint's, as the server finds it.
  useEffect(() => {
    if (!available || sessionId) return;
    let cancelled = false;
    start(mode, false, () => cancelled);
    return () => {
      cancelled = true;
    };
    // Started again by Retry (`attempt`); a new conversation starts from its button.
  }, [available, attempt]);

  const startNew = () => {
    const chat: AssistantOpening = { kind: 'chat' };
    setMode(chat);
    setSessionId(null);
    start(chat, true);
  };

  const autoQuestion =
    mode.kind === 'hint'
      ? t('assistant.whyQuestion', {
          status: t(`judgeStatus.${mode.status}`, { defaultValue: String(mode.status) }),
        })
      : undefined;

  let body;
  if (status.error && !status.data) {
    body = (
      <LoadError
        error={status.error}
        onRetry={() => void status.mutate()}
        title={t('assistant.startFailed')}
      />
    );
  } else if (!status.data) {
    body = <Waiting text={t('assistant.starting')} />;
  } else if (status.data.unavailable !== null) {
    body = (
      <p role="status" className="p-6 text-center text-sm text-amber-800" data-testid="assistant-unavailable">
        {unavailableText(t, status.data.unavailable)}
      </p>
    );
  } else if (startError) {
    body = (
      <LoadError
        error={startError}
        onRetry={() => setAttempt((count) => count + 1)}
        title={t('assistant.startFailed')}
      />
    );
  } else if (!sessionId) {
    body = <Waiting text={t('assistant.starting')} />;
  } else {
    body = (
      <AssistantChat key={sessionId} sessionId={sessionId} getCode={getCode} autoQuestion={autoQuestion} />
    );
  }

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-2 sm:p-4 sm:pt-[6vh]">
        <DialogPanel
          className="card flex h-[92vh] w-full max-w-3xl flex-col sm:h-[85vh]"
          data-testid="assistant-dialog"
        >
          <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-4 py-2">
            <div className="min-w-40 flex-1">
              <DialogTitle className="truncate text-lg font-semibold">
                {mode.kind === 'hint'
                  ? t('assistant.hintTitle', { submitId: mode.submitId })
                  : t('assistant.title')}
              </DialogTitle>
              <p className="truncate text-xs text-slate-500">
                {pid} {title}
              </p>
            </div>
            {available ? (
              <button type="button" className="btn btn-sm" onClick={startNew} data-testid="assistant-new">
                {t('assistant.newConversation')}
              </button>
            ) : null}
            <Link
              className="btn btn-sm"
              to={sessionId ? `/chat?session=${encodeURIComponent(sessionId)}` : '/chat'}
              data-testid="assistant-all"
            >
              {t('assistant.allConversations')}
            </Link>
            <button
              type="button"
              className="btn btn-sm"
              onClick={onClose}
              aria-label={t('assistant.close')}
              data-testid="assistant-close"
            >
              ✕
            </button>
          </header>
          {body}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <p className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500">
      <Spinner /> {text}
    </p>
  );
}
