/**
 * The chat panel: the conversation list (with the search for a user to write to), or one open
 * conversation. Loaded when the launcher is first used. The open conversation counts as read
 * while the panel shows it and the tab is visible.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useStore } from '@/lib/create-store';
import { chatStore, reloadChat, setViewing } from './chat-client';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import '@/i18n/areas/im-chat';

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const live = useStore(chatStore);
  const [selected, setSelected] = useState<string | null>(null);
  const visible = usePageVisible();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const conversation = live.chat.conversations.find((item) => item.id === selected) ?? null;

  useEffect(() => {
    setViewing(visible && conversation ? conversation.id : null);
  }, [visible, conversation?.id]);
  useEffect(() => () => setViewing(null), []);
  useEffect(() => panel.current?.focus(), []);

  let body;
  if (live.status === 'failed') {
    body = <LoadError error={live.error} onRetry={reloadChat} title={t('imChat.loadFailed')} />;
  } else if (live.status === 'loading') {
    body = (
      <p className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500">
        <Spinner /> {t('imChat.loading')}
      </p>
    );
  } else if (conversation) {
    body = <ConversationView key={conversation.id} conversation={conversation} />;
  } else {
    body = <ConversationList onOpen={setSelected} />;
  }

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex flex-col bg-white shadow-2xl outline-none sm:inset-y-0 sm:right-0 sm:left-auto sm:w-[26rem] sm:border-l sm:border-slate-200"
      data-testid="chat-panel"
      onKeyDown={(event) => {
        // Not the Escape of a dialog opened from the panel (React passes it on through the portal).
        if (event.key === 'Escape' && panel.current?.contains(event.target as Node)) onClose();
      }}
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
        {conversation ? (
          <button
            type="button"
            className="btn btn-sm"
            aria-label={t('imChat.back')}
            data-testid="chat-back"
            onClick={() => setSelected(null)}
          >
            ←
          </button>
        ) : null}
        <h2 id={titleId} className="flex-1 truncate text-base font-semibold">
          {t('imChat.title')}
        </h2>
        <button
          type="button"
          className="btn btn-sm"
          aria-label={t('imChat.close')}
          data-testid="chat-close"
          onClick={onClose}
        >
          ✕
        </button>
      </header>
      {!live.connected && (live.lost || live.refused) ? (
        <p role="status" className="bg-amber-50 px-3 py-1 text-xs text-amber-800" data-testid="chat-offline">
          {live.refused ? t('imChat.refused', { reason: live.refused }) : t('imChat.disconnected')}
        </p>
      ) : null}
      {body}
    </section>
  );
}
