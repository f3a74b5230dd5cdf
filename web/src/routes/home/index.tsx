import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HomeCarousel } from '@/components/common/home-carousel';
import { DEFAULT_SHORT_NAME, useWebsiteConfig } from '@/hooks/api/website';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HomeAnnouncements } from './components/home-announcements';

export default function HomePage() {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  useDocumentTitle(t('title.home'));
  return (
    <>
      <HomeCarousel />
      <section className="card mx-auto max-w-3xl p-8 text-center">
        <h1 className="mb-2 text-3xl font-bold text-blue-700">
          {config.name || config.shortName || DEFAULT_SHORT_NAME}
        </h1>
        <p className="mb-6 text-slate-600">{config.description || t('home.tagline')}</p>
        <div className="flex justify-center gap-3">
          <Link to="/problem" className="btn btn-primary">
            {t('home.browseProblems')}
          </Link>
          <Link to="/status" className="btn">
            {t('home.latestSubmissions')}
          </Link>
        </div>
      </section>
      <HomeAnnouncements />
    </>
  );
}
