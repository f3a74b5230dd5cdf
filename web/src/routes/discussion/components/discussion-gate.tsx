import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useWebsiteConfig } from '@/hooks/api/website';
import { toast } from '@/stores/ui';
import '@/i18n/areas/discussion';

/** With the site's discussion area closed, discussion routes lead home with a notice. */
export function DiscussionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closed = useWebsiteConfig().openPublicDiscussion === false;
  useEffect(() => {
    if (closed) toast('error', t('discussion.closed'));
  }, [closed, t]);
  if (closed) return <Navigate to="/home" replace />;
  return <>{children}</>;
}
