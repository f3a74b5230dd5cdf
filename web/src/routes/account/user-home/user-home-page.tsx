import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RequireLogin } from '@/components/common/require-login';
import { PageLoading } from '@/components/ui/spinner';
import { useUserHeatmap, useUserHome } from '@/hooks/api/account';
import { useDocumentTitle } from '@/hooks/use-document-title';
import NotFoundPage from '@/routes/not-found';
import { useSession } from '@/stores/session';
import { SubmissionHeatmap } from './components/submission-heatmap';
import { SolvedByDifficulty } from './components/solved-by-difficulty';
import { UserProfileCard } from './components/user-profile-card';

/**
 * /user-home?uid&username: stats, heatmap of the last year, profile, solved problems by difficulty.
 * Without a query it is the signed-in user's own home.
 */
export default function UserHomePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { user } = useSession();
  const uid = params.get('uid') ?? undefined;
  const own = !uid && !params.get('username');
  const username = own ? user?.username : (params.get('username') ?? undefined);
  const { data, error, isLoading } = useUserHome(uid, username);
  const heatmap = useUserHeatmap(uid, username);
  useDocumentTitle(data ? data.username : t('title.userHome'));
  if (own && !user) return <RequireLogin>{null}</RequireLogin>;
  if (isLoading) return <PageLoading />;
  if (error) throw error; // the route error boundary shows it
  if (!data) return <NotFoundPage />;
  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      <UserProfileCard user={data} />
      {heatmap.data ? <SubmissionHeatmap heatmap={heatmap.data} /> : null}
      <SolvedByDifficulty user={data} />
    </div>
  );
}
