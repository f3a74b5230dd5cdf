import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { LoginForm } from '@/components/auth/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAbilities } from '@/stores/session';
import '@/i18n/areas/teacher';

/**
 * /admin/login: the back office's own login, for admins only: the server refuses
 * anyone else with "Please login again with an administrator account", shown in the form.
 */
export default function AdminLoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminUsers.adminLogin'));
  const navigate = useNavigate();
  const { isAdmin, isTeacher } = useAbilities();
  // A teacher signs in on the site (this form is for admins) and is then let in here.
  if (isAdmin || isTeacher) return <Navigate to="/admin" replace />;

  return (
    <section className="card mx-auto mt-8 max-w-sm p-6" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title" className="mb-4 text-xl font-semibold">
        {t('adminUsers.adminLogin')}
      </h1>
      <LoginForm admin onSignedIn={() => void navigate('/admin', { replace: true })} />
      <p className="mt-3 text-xs text-slate-500">{t('teacher.login.hint')}</p>
    </section>
  );
}
