import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router-dom';
import { Role } from '@verdict/common';
import { roleCodes, useAbilities, useSession } from '@/stores/session';
import { AdminMenu, type AdminSection } from './components/admin-menu';
import { AdminGate } from './login/admin-gate';
import { TEACHER_SECTIONS, TEACHING_ROLES } from './teacher/teacher-sections';
import '@/i18n/areas/discussion';
import '@/i18n/areas/teacher';
import '@/i18n/areas/training';
import '@/i18n/areas/remote-judge';
import '@/i18n/areas/audit';

/** The admin roles (not teachers): the sections without their own `roles` are theirs. */
const ADMIN_ROLES: number[] = [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN];

/**
 * Sections are listed only to their `roles`, by default the admin roles (the server refuses the
 * others anyway). The dashboard is everyone's: a teacher gets the teaching start page there.
 */
const SECTIONS: (AdminSection & { roles?: number[] })[] = [
  { to: '/admin', key: 'adminDashboard.title', roles: [...ADMIN_ROLES, Role.TEACHER] },
  ...TEACHER_SECTIONS.map((section) => ({ ...section, roles: TEACHING_ROLES })),
  { to: '/admin/contest', key: 'admin.contests' },
  { to: '/admin/problems', key: 'adminProblem.title' },
  { to: '/admin/problem/import-export', key: 'importExport.title', roles: [Role.ROOT] },
  { to: '/admin/group-problem/apply', key: 'adminProblemForm.applyTitle' },
  { to: '/admin/problem/tag', key: 'adminConfig.tag.title', roles: [Role.ROOT, Role.PROBLEM_ADMIN] },
  { to: '/admin/training', key: 'training.admin.title', roles: [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN] },
  {
    to: '/admin/training/category',
    key: 'adminConfig.trainingCategory.title',
    roles: [Role.ROOT, Role.PROBLEM_ADMIN],
  },
  { to: '/admin/discussion', key: 'discussion.admin.title' },
  { to: '/admin/chat-report', key: 'admin.chatReports', roles: [Role.ROOT, Role.ADMIN] },
  { to: '/admin/remote-judge', key: 'remoteJudge.admin.title', roles: [Role.ROOT, Role.ADMIN] },
  { to: '/admin/conf', key: 'adminConfig.title', roles: [Role.ROOT] },
  { to: '/admin/switch', key: 'adminConfig.switch.title', roles: [Role.ROOT] },
  { to: '/admin/user', key: 'adminUsers.title', roles: [Role.ROOT] },
  { to: '/admin/announcement', key: 'adminUsers.announcements', roles: [Role.ROOT] },
  { to: '/admin/notice', key: 'adminUsers.notices', roles: [Role.ROOT] },
  { to: '/admin/audit', key: 'audit.title', roles: [Role.ROOT] },
];

/** The back office shell: a side menu of sections; admins and teachers only (the server checks each call). */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { isAdmin, isTeacher } = useAbilities();
  const roles = roleCodes(useSession().user);
  const onLoginPage = useMatch('/admin/login');
  const visibleSections = SECTIONS.filter((section) =>
    (section.roles ?? ADMIN_ROLES).some((role) => roles.includes(role)),
  );
  // The login page stands alone: no menu, and no session needed to see it.
  if (onLoginPage) return <Outlet />;
  return (
    <AdminGate>
      {isAdmin || isTeacher ? (
        <div className="flex flex-col gap-3 lg:flex-row">
          <AdminMenu sections={visibleSections} />
          {/* Long unbroken words (a CSV format line, a URL) wrap instead of widening the page. */}
          <div className="min-w-0 flex-1 break-words">
            <Outlet />
          </div>
        </div>
      ) : (
        <p className="card p-6 text-slate-700">{t('admin.onlyAdmins')}</p>
      )}
    </AdminGate>
  );
}
