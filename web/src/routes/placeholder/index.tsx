import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Sections of the route table that later issues build; the link is real, the screen is not yet. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('placeholder.title'));
  return (
    <section className="card mx-auto max-w-xl p-8 text-center">
      <h1 className="mb-2 text-xl font-semibold">{t('placeholder.title')}</h1>
      <p className="mb-5 text-sm text-slate-600">{t('placeholder.body')}</p>
      <Link to="/problem" className="btn btn-primary">
        {t('home.browseProblems')}
      </Link>
    </section>
  );
}
