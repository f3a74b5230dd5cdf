import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

interface LoadErrorProps {
  /** What the failed request threw. When the server answered, its message is shown under the title. */
  error: unknown;
  /** Runs the failed request again (an SWR `mutate`, or the route's own retry). */
  onRetry: () => void;
  /** What could not be loaded, e.g. "The rank could not be loaded."; the general text when omitted. */
  title?: string;
  /** Shown instead of the server's message when the server gave none (no answer, a timeout). */
  hint?: string;
  /**
   * `panel` (the default) stands in for a list or a card; `inline` is one line beside other
   * content; `page` stands in for a whole page, with the title as its heading.
   */
  variant?: 'panel' | 'inline' | 'page';
}

const LOOK = {
  panel: {
    box: 'py-6 text-center text-sm text-slate-600',
    detail: 'mt-1 text-xs text-slate-500',
    button: 'btn btn-sm mt-3',
  },
  inline: {
    box: 'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-red-700',
    detail: 'text-xs text-slate-500',
    button: 'btn btn-sm',
  },
  page: {
    box: 'mx-auto max-w-lg py-16 text-center',
    detail: 'mb-6 text-sm text-slate-500',
    button: 'btn btn-primary',
  },
} as const;

/**
 * The one way the web shows that data failed to load: what failed, the server's reason when it
 * gave one, and a Retry button. It is an alert, so screen readers announce it when it appears.
 */
export function LoadError({ error, onRetry, title, hint, variant = 'panel' }: LoadErrorProps) {
  const { t } = useTranslation();
  const look = LOOK[variant];
  const heading = title ?? t('error.loadFailed');
  const answered = error instanceof ApiError && error.status !== 0 && error.message !== '';
  const detail = answered ? error.message : hint;
  return (
    <div role="alert" className={look.box} data-testid="load-error">
      {variant === 'page' ? (
        <h1 className="mb-2 text-xl font-semibold">{heading}</h1>
      ) : (
        <p className={variant === 'panel' ? 'font-medium' : undefined}>{heading}</p>
      )}
      {detail ? <p className={look.detail}>{detail}</p> : null}
      <button type="button" className={look.button} onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}
