import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';
import { Spinner } from '@/components/ui/spinner';
import '@/i18n/areas/home';

interface HomeCardProps {
  id: string;
  title: ReactNode;
  /** Shown beside the title (a refresh button, a "more" link). */
  action?: ReactNode;
  loading: boolean;
  /** What the load threw, when it failed and nothing is shown yet: the error line with Retry. */
  error?: unknown;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  children?: ReactNode;
  className?: string;
}

/** One home page card with its own loading, error and empty states, so one failure blanks only itself. */
export function HomeCard(props: HomeCardProps) {
  const { t } = useTranslation();
  let body: ReactNode = props.children;
  if (props.loading) {
    body = (
      <div className="flex justify-center py-6" role="status" aria-label={t('homePage.loading')}>
        <Spinner />
      </div>
    );
  } else if (props.error) {
    body = <LoadError error={props.error} onRetry={props.onRetry} title={t('homePage.loadFailed')} />;
  } else if (props.empty) {
    body = <p className="py-6 text-center text-sm text-slate-500">{props.emptyText}</p>;
  }
  return (
    <section
      className={`card min-w-0 p-4 sm:p-5 ${props.className ?? ''}`}
      aria-labelledby={props.id}
      data-testid={props.id}
    >
      <div className="mb-3 flex items-center gap-2">
        <h2 id={props.id} className="mr-auto text-lg font-semibold">
          {props.title}
        </h2>
        {props.action}
      </div>
      {body}
    </section>
  );
}
