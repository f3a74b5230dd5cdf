import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { LoadError } from '@/components/common/load-error';
import { classifyLoadError, type LoadFailure } from '@/lib/load-error';
import NotFoundPage from '@/routes/not-found';
import { useSession } from '@/stores/session';
import { openAccountDialog } from '@/stores/ui';

/**
 * The route error boundary: a page that cannot load throws, and this acts on why. Not logged in →
 * the login prompt, and the page again once logged in; no access → the reason; missing → 404; no
 * answer or a server failure → "cannot reach the server" with Retry. A chunk that failed to load
 * after a deploy counts as unreachable (Retry reloads it).
 */
export function RouteError() {
  const error = useRouteError();
  const failure: LoadFailure =
    isRouteErrorResponse(error) && error.status === 404 ? { kind: 'not-found' } : classifyLoadError(error);
  const retry = useRetry();
  if (failure.kind === 'not-found') return <NotFoundPage />;
  if (failure.kind === 'login') return <LoginPrompt onLoggedIn={retry} />;
  if (failure.kind === 'forbidden') return <NoAccess reason={failure.reason} />;
  return <Unreachable error={error} onRetry={retry} />;
}

/**
 * Renders the same location again: the boundary resets and the page fetches anew. SWR first
 * forgets the failures (or the page would throw its cached error before it could refetch) and
 * its recent requests (or it would dedupe the new one into the failed one).
 */
function useRetry(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(() => true, undefined, { revalidate: false })
      .then(() => mutate(() => true))
      .then(() => navigate(location, { replace: true, state: location.state as unknown }));
  };
}

function ErrorPanel({ title, hint, children }: { title: string; hint?: string; children?: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <h1 className="mb-2 text-xl font-semibold">{title}</h1>
      {hint ? <p className="mb-6 text-sm text-slate-500">{hint}</p> : null}
      <div className="flex justify-center gap-3">{children}</div>
    </section>
  );
}

function Unreachable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadError
      variant="page"
      error={error}
      onRetry={onRetry}
      title={t('error.unreachableTitle')}
      hint={t('error.unreachableHint')}
    />
  );
}

function LoginPrompt({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const tokenAtFailure = useRef(token);
  useEffect(() => {
    if (token && token !== tokenAtFailure.current) onLoggedIn();
  }, [token, onLoggedIn]);
  return (
    <ErrorPanel title={t('error.loginTitle')} hint={t('error.loginHint')}>
      <button type="button" className="btn btn-primary" onClick={() => openAccountDialog('Login')}>
        {t('error.login')}
      </button>
    </ErrorPanel>
  );
}

function NoAccess({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <ErrorPanel title={t('error.forbiddenTitle')} hint={reason || t('error.forbiddenHint')}>
      <Link to="/home" className="btn btn-primary">
        {t('notFound.goHome')}
      </Link>
    </ErrorPanel>
  );
}
