import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ChatLauncher } from '@/components/chat/chat-launcher';
import { ConfirmHost } from '@/components/ui/confirm';
import { Toaster } from '@/components/ui/toaster';
import { useAccountDialog } from '@/stores/ui';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopNav } from './top-nav';
import { useReturnAfterLogin } from '@/stores/return-after-login';
import { useRevalidateOnSessionChange } from './use-revalidate-on-session-change';

// The account dialogs are only needed once someone clicks Login/Register.
const AccountDialogs = lazy(() => import('@/components/auth/account-dialogs'));

export function AppLayout() {
  const dialog = useAccountDialog();
  useRevalidateOnSessionChange();
  useReturnAfterLogin();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      <TopNav />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-[1400px] flex-1 px-3 py-4 outline-none sm:px-4"
      >
        <Outlet />
      </main>
      <Footer />
      {dialog ? (
        <Suspense fallback={null}>
          <AccountDialogs mode={dialog} />
        </Suspense>
      ) : null}
      <ChatLauncher />
      <Toaster />
      <ConfirmHost />
      <ScrollRestoration />
    </div>
  );
}
