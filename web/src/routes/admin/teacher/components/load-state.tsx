import type { ReactNode } from 'react';
import { LoadError } from '@/components/common/load-error';
import { PageLoading } from '@/components/ui/spinner';

interface LoadStateProps<T> {
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** A teacher screen's data: a spinner while it loads, a retry note when it failed, else the screen. */
export function LoadState<T>({ data, error, onRetry, children }: LoadStateProps<T>) {
  if (data !== undefined) return <>{children(data)}</>;
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  return <PageLoading />;
}
