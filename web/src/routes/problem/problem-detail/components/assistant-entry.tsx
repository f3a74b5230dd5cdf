/**
 * The problem page's way into the assistant: its button (or why it is unavailable), the "Why?" of a
 * failed submission, and the dialog, whose code loads on first use.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantOpening } from '@/components/assistant/assistant-dialog';
import { useAssistantStatus } from '@/hooks/api/assistant-status';
import { useSession } from '@/stores/session';
import type { ProblemDetail } from '@/types/problem';
import { offersHints } from '../assistant-hint-rule';
import { useProblemScope } from '../problem-scope';

const AssistantDialog = lazy(() => import('@/components/assistant/assistant-dialog'));

interface AssistantEntry {
  /** The button, or the reason it is unavailable; null where the page does not offer it. */
  button: ReactNode;
  /** Set when the page offers "Why?" on a failed submission. */
  onExplain?: (submitId: number, status: number) => void;
  dialog: ReactNode;
}

/**
 * Offered to signed-in users, not on a contest's problem before the contest ends. `hintsOn` is
 * the editor's setting for "Why?", which is never offered in contests.
 */
export function useAssistantEntry(
  detail: ProblemDetail,
  draft: { code: string; language: string },
  hintsOn: boolean,
): AssistantEntry {
  const { t } = useTranslation();
  const { token } = useSession();
  const scope = useProblemScope();
  const offered = Boolean(token) && !scope.contestOngoing;
  const status = useAssistantStatus(offered).data;
  // Anything but a proper answer (an older server, a failure) leaves the page as it was.
  const unavailable = offered && status && 'unavailable' in status ? status.unavailable : undefined;
  const [opening, setOpening] = useState<AssistantOpening | null>(null);
  const [chatSessionId, setChatSessionId] = useState<string | null>(null);

  let button: ReactNode = null;
  if (unavailable === null) {
    button = (
      <button
        type="button"
        className="btn"
        onClick={() => setOpening({ kind: 'chat' })}
        data-testid="assistant-open"
      >
        {t('problem.assistant.ask')}
      </button>
    );
  } else if (unavailable && unavailable !== 'signed-out') {
    button = (
      <span className="text-xs text-slate-500" data-testid="assistant-unavailable">
        {t(`problem.assistant.unavailable.${unavailable}`)}
      </span>
    );
  }
  const hints = offersHints({
    signedIn: Boolean(token),
    inContest: scope.cid > 0,
    switchedOn: hintsOn,
    assistantAvailable: unavailable === null,
  });
  return {
    button,
    onExplain: hints ? (submitId, status) => setOpening({ kind: 'hint', submitId, status }) : undefined,
    dialog: opening ? (
      <Suspense fallback={null}>
        <AssistantDialog
          problem={detail.problem}
          scope={scope}
          code={draft}
          opening={opening}
          chatSessionId={chatSessionId}
          onChatSession={setChatSessionId}
          onClose={() => setOpening(null)}
        />
      </Suspense>
    ) : null,
  };
}
