import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { RequireLogin } from '@/components/common/require-login';
import { useAbilities } from '@/stores/session';

const SECTIONS = [
  { to: '/admin', key: 'adminDashboard.title' },
  { to: '/admin/contest', key: 'admin.contests' },
  { to: '/admin/problems', key: 'adminProblem.title' },
];

/** The back office shell: a side menu of sections; admin roles only (the server checks every call too). */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { isAdmin } = useAbilities();
  return (
    <RequireLogin>
      {isAdmin ? (
        <div className="flex flex-col gap-3 md:flex-row">
          <nav className="card h-fit p-2 md:w-48" aria-label={t('admin.title')}>
            <p className="px-2 py-1 text-xs font-semibold uppercase text-slate-500">{t('admin.title')}</p>
            {SECTIONS.map((section) => (
              <NavLink
                key={section.to}
                to={section.to}
                end={section.to === '/admin'}
                className={({ isActive }) =>
                  `block rounded px-2 py-1.5 text-sm ${isActive ? 'bg-blue-600 text-white' : 'hover:bg-slate-100'}`
                }
              >
                {t(section.key)}
              </NavLink>
            ))}
          </nav>
          <div className="min-w-0 flex-1">
            <Outlet />
          </div>
        </div>
      ) : (
        <p className="card p-6 text-slate-700">{t('admin.onlyAdmins')}</p>
      )}
    </RequireLogin>
  );
}
