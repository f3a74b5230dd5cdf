import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';
import { TitledCard } from '../components/titled-card';

interface DashboardCardProps<T> {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** A line under the title that explains the card. */
  legend?: ReactNode;
  /** Undefined until the first answer comes. */
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  /** Shown instead of the body when `data` holds nothing to list. */
  emptyText?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** One dashboard card: its title, then the body, or a loading line, the load error or the empty line. */
export function DashboardCard<T>({
  id,
  title,
  legend,
  data,
  error,
  onRetry,
  emptyText,
  isEmpty,
  children,
}: DashboardCardProps<T>) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (data === undefined) {
    body = error ? (
      <LoadError variant="inline" error={error} onRetry={onRetry} title={t('adminDashboard.loadFailed')} />
    ) : (
      <p className="text-sm text-slate-500">{t('adminDashboard.loading')}</p>
    );
  } else if (isEmpty?.(data)) body = <p className="text-sm text-slate-500">{emptyText}</p>;
  else body = children(data);
  return (
    <TitledCard title={title} titleId={id} titleClassName={legend ? 'mb-1 font-semibold' : undefined}>
      {legend}
      {body}
    </TitledCard>
  );
}
