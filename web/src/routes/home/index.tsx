import { useTranslation } from 'react-i18next';
import { HomeCarousel } from '@/components/common/home-carousel';
import { DEFAULT_SHORT_NAME, useWebsiteConfig } from '@/hooks/api/website';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ContestCountdowns } from './components/contest-countdowns';
import { HomeAnnouncements } from './components/home-announcements';
import { LastWeekSubmissions } from './components/last-week-submissions';
import { OtherContests } from './components/other-contests';
import { RecentAcRank } from './components/recent-ac-rank';
import { RecentProblems } from './components/recent-problems';

/**
 * /home: the carousel, contest countdowns and recent contests, the contests on other judges (when
 * the site follows any), recently updated problems, the 7-day AC rank, last week's submissions and the announcements. Each card loads and
 * fails on its own; one column on phones, a main column and a side column from 1050 px.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  useDocumentTitle(t('title.home'));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <h1 className="sr-only">{config.name || config.shortName || DEFAULT_SHORT_NAME}</h1>
      <HomeCarousel />
      <div className="grid gap-4 min-[1050px]:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <ContestCountdowns />
          <OtherContests />
          <LastWeekSubmissions />
          <HomeAnnouncements />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <RecentAcRank />
          <RecentProblems />
        </div>
      </div>
    </div>
  );
}
