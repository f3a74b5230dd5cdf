/**
 * The chat's corner of the shell: starts the live connection, shows the floating button with the
 * unread count, and opens the panel (a side panel on wide screens, the whole screen on phones),
 * whose code loads when the button is first pointed at, focused or pressed.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { totalUnread } from '@/lib/chat-state';
import { useStore } from '@/lib/create-store';
import { UnreadBadge } from '@/routes/message/components/unread-badge';
import { chatStore, startChat } from './chat-client';
import '@/i18n/areas/im-chat';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

export default function ChatDock() {
  const { t } = useTranslation();
  const live = useStore(chatStore);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => startChat(), []);
  const unread = totalUnread(live.chat);
  const close = () => {
    setOpen(false);
    setTimeout(() => button.current?.focus());
  };
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel onClose={close} />
        </Suspense>
      ) : (
        <button
          ref={button}
          type="button"
          className="fixed right-4 bottom-4 z-40 inline-flex h-12 items-center gap-2 rounded-full bg-blue-600 px-4 text-sm font-semibold text-white shadow-lg hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          aria-label={unread > 0 ? t('imChat.launcherUnread', { count: unread }) : t('imChat.launcher')}
          data-testid="chat-launcher"
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={() => setOpen(true)}
        >
          <span aria-hidden="true">💬</span>
          <span className="hidden sm:inline">{t('imChat.launcher')}</span>
          <UnreadBadge count={unread} testId="chat-unread" />
        </button>
      )}
    </>
  );
}
