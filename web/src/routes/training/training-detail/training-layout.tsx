import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { RequireLogin } from '@/components/common/require-login';
import { DetailTabBar, type DetailTab } from '@/components/layout/detail-tab-bar';
import { PageLoading } from '@/components/ui/spinner';
import { useTrainingAccess, useTrainingDetail } from '@/hooks/api/training';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthBadge } from '../components/auth-badge';
import { CategoryChip } from '../components/category-chip';
import { ProgressBar } from '../components/progress-bar';
import type { TrainingOutlet } from './training-context';
import '@/i18n/areas/training';

export interface TrainingShellProps {
  tid: number;
  /** The training's address, which its tabs and problem links start from. */
  basePath: string;
  /**
   * A site training opens on its overview (description, password form); a group's opens on its
   * problems, the group page having said what it is for.
   */
  withOverview: boolean;
}

/** A training's header (title, access, category, the viewer's progress) and its tabs. */
export function TrainingShell({ tid, basePath, withOverview }: TrainingShellProps) {
  const { t } = useTranslation();
  const detail = useTrainingDetail(tid);
  const access = useTrainingAccess(tid);
  const training = detail.data;
  useDocumentTitle(training?.title ?? t('training.title'));
  const { mutate: mutateDetail } = detail;
  const { mutate: mutateAccess } = access;
  const reload = useCallback(() => {
    void mutateDetail();
    void mutateAccess();
  }, [mutateDetail, mutateAccess]);
  // The header's progress follows the viewer's verdicts: each tab change reads it again.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void mutateDetail();
  }, [pathname, mutateDetail]);
  if (detail.error) throw detail.error;
  if (!training || (!access.data && !access.error)) return <PageLoading />;
  const hasAccess = training.auth === 'Public' || Boolean(access.data?.access);
  const tabs: DetailTab[] = withOverview
    ? [
        { to: '', label: t('training.overview'), end: true, open: true },
        { to: 'problems', label: t('training.problems'), open: hasAccess },
        { to: 'rank', label: t('training.rankTab'), open: hasAccess },
      ]
    : [
        { to: '', label: t('training.problems'), end: true, open: true },
        { to: 'rank', label: t('training.rankTab'), open: hasAccess },
      ];
  const problemsPath = withOverview ? `${basePath}/problems` : basePath;
  const outlet: TrainingOutlet = { training, hasAccess, reload, basePath, problemsPath };
  return (
    <div className="space-y-3">
      <header className="card p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-xl font-semibold" data-testid="training-title">
            {training.title}
          </h1>
          <AuthBadge auth={training.auth} />
          <CategoryChip name={training.categoryName} color={training.categoryColor} />
        </div>
        <div className="mt-3">
          <ProgressBar acCount={training.acCount} problemCount={training.problemCount} />
        </div>
      </header>
      <DetailTabBar tabs={tabs} label={training.title} />
      <Outlet context={outlet} />
    </div>
  );
}

/** /training/:trainingID — login required. */
export default function TrainingLayout() {
  const { trainingID } = useParams();
  return (
    <RequireLogin>
      <TrainingShell tid={Number(trainingID)} basePath={`/training/${trainingID}`} withOverview />
    </RequireLogin>
  );
}
