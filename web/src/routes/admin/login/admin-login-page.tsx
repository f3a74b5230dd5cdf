import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { LoginForm } from '@/components/auth/login-form';
import { logout } from '@/hooks/api/account';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { abilitiesOf, sessionStore, useAbilities } from '@/stores/session';

/** /admin/login: the back office's own login, for admins only (seed 2 §6). */
export default function AdminLoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminUsers.adminLogin'));
  const navigate = useNavigate();
  const { isAdmin } = useAbilities();
  const [refused, setRefused] = useState(false);
  if (isAdmin) return <Navigate to="/admin" replace />;

  const signedIn = () => {
    if (abilitiesOf(sessionStore.get()).isAdmin) {
      void navigate('/admin', { replace: true });
      return;
    }
    // The server lets teachers in for their own pages; this screen is for admins only.
    setRefused(true);
    void logout();
  };

  return (
    <section className="card mx-auto mt-8 max-w-sm p-6" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title" className="mb-4 text-xl font-semibold">
        {t('adminUsers.adminLogin')}
      </h1>
      {refused ? (
        <p role="alert" className="field-error mb-3">
          {t('adminUsers.adminOnly')}
        </p>
      ) : null}
      <LoginForm admin onSignedIn={signedIn} />
    </section>
  );
}
