import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '@/components/ui/spinner';
import { logout } from '@/hooks/api/account';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/stores/ui';

/** Logout clears token and goes to /home. */
export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('nav.logout'));
  useEffect(() => {
    let cancelled = false;
    void logout()
      .catch(() => undefined)
      .finally(() => {
        if (cancelled) return;
        toast('success', t('account.logoutSuccess'));
        void navigate('/home', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate, t]);
  return <PageLoading />;
}
