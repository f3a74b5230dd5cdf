import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { rememberRequestedPage } from '@/stores/return-after-login';
import { useSession } from '@/stores/session';
import { openAccountDialog, toast } from '@/stores/ui';

/**
 * Route guard of login-only pages: without a token, go to /home with the login dialog and a warning; the
 * login then brings the user back here.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (token) return;
    rememberRequestedPage(location.pathname + location.search);
    toast('warning', t('message.pleaseLoginFirst'));
    openAccountDialog('Login');
  }, [token, t, location.pathname, location.search]);
  if (!token) return <Navigate to="/home" replace />;
  return <>{children}</>;
}
