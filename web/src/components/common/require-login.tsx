import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSession } from '@/stores/session';
import { openAccountDialog, toast } from '@/stores/ui';

/** Seed 2 §6 route guard: without a token, go to /home with the login dialog and a warning. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = useSession();
  useEffect(() => {
    if (token) return;
    toast('warning', t('message.pleaseLoginFirst'));
    openAccountDialog('Login');
  }, [token, t]);
  if (!token) return <Navigate to="/home" replace />;
  return <>{children}</>;
}
