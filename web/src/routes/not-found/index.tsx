import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Any other path shows the 404 page with Go Home and Back buttons. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <p className="text-7xl font-black text-blue-600">404</p>
      <h1 className="mt-3 mb-6 text-xl font-semibold">{t('notFound.title')}</h1>
      <div className="flex justify-center gap-3">
        <Link to="/home" className="btn btn-primary">
          {t('notFound.goHome')}
        </Link>
        <button type="button" className="btn" onClick={() => void navigate(-1)}>
          {t('notFound.back')}
        </button>
      </div>
    </section>
  );
}
