import { lazy, Suspense } from 'react';
import { PageLoading } from '@/components/ui/spinner';
import { useAbilities } from '@/stores/session';

// Each start page loads only for those who see it: a teacher never downloads the admin dashboard.
const AdminDashboardPage = lazy(() => import('../dashboard/dashboard-page'));
const TeacherHomePage = lazy(() => import('./teacher-home-page'));

/** /admin: the site dashboard for admins; for a teacher (whom its figures refuse) the teaching start page. */
export default function AdminHomePage() {
  const { isAdmin } = useAbilities();
  return (
    <Suspense fallback={<PageLoading />}>{isAdmin ? <AdminDashboardPage /> : <TeacherHomePage />}</Suspense>
  );
}
