/**
 * The shell's chat, where the site turned it on (`imchat`) and someone is signed in. Everything
 * of it — the live connection, the floating button and its panel — loads after the page, so none
 * of it weighs on the first load.
 */
import { lazy, Suspense } from 'react';
import { useWebsiteConfig } from '@/hooks/api/website';
import { useSession } from '@/stores/session';

const ChatDock = lazy(() => import('./chat-dock'));

export function ChatLauncher() {
  const { imchat } = useWebsiteConfig();
  const { token, user } = useSession();
  if (!imchat || !token || !user) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed on the user: signing in as someone else starts the chat afresh. */}
      <ChatDock key={user.uid} />
    </Suspense>
  );
}
