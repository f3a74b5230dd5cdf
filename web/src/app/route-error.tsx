import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Acts on the HTTP status when a page fails to load (a missing chunk after a deploy included). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-lg p-10 text-center">
      <h1 className="mb-3 text-2xl font-bold">{notFound ? t('notFound.title') : t('error.pageFailed')}</h1>
      <div className="flex justify-center gap-2">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
        <Link to="/home" className="btn btn-primary">
          {t('notFound.goHome')}
        </Link>
      </div>
    </div>
  );
}
