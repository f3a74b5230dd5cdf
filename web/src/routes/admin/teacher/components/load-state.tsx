import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/ui/spinner';
import '@/i18n/areas/teacher';

interface LoadStateProps<T> {
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** A teacher screen's data: a spinner while it loads, a retry note when it failed, else the screen. */
export function LoadState<T>({ data, error, onRetry, children }: LoadStateProps<T>) {
  const { t } = useTranslation();
  if (data !== undefined) return <>{children(data)}</>;
  if (error) {
    return (
      <div className="card p-6 text-center text-slate-600" role="alert">
        <p>{error instanceof Error && error.message ? error.message : t('teacher.loadFailed')}</p>
        <button type="button" className="btn mt-2" onClick={onRetry}>
          {t('common.reload')}
        </button>
      </div>
    );
  }
  return <PageLoading />;
}
