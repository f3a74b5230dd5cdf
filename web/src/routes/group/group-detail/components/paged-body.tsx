import type { ReactNode } from 'react';
import type { Page } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';

interface PagedBodyProps<T> {
  data: Page<T> | undefined;
  error: unknown;
  failedText: string;
  /** Loads the page again after a failure. */
  onReload: () => void;
  /** Without it an empty page still goes to `children`. */
  emptyText?: string;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  children: (records: T[]) => ReactNode;
}

/** A group tab's paged list: the failure note, the spinner, the empty note or the rows, then the pager. */
export function PagedBody<T>({
  data,
  error,
  failedText,
  onReload,
  emptyText,
  page,
  pageSize,
  onPageChange,
  children,
}: PagedBodyProps<T>) {
  let body: ReactNode;
  if (error && !data) {
    body = <LoadError error={error} onRetry={onReload} title={failedText} />;
  } else if (!data) body = <PageLoading />;
  else if (emptyText !== undefined && data.records.length === 0)
    body = <p className="py-6 text-center text-sm text-slate-500">{emptyText}</p>;
  else body = children(data.records);
  return (
    <>
      {body}
      <Pagination page={page} pageSize={pageSize} total={data?.total ?? 0} onPageChange={onPageChange} />
    </>
  );
}
