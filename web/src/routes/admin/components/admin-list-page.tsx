import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface AdminListPageProps {
  /** The h1, which also names the section and the browser tab. */
  title: string;
  /** The h1's id, for the section's aria-labelledby. */
  titleId: string;
  createLabel: string;
  onCreate: () => void;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The list itself, usually an AdminTable. */
  children: ReactNode;
  /** The create/edit dialog while one is open. */
  dialog?: ReactNode;
}

/** A back-office page holding one paged list: title and create button, the list, pages, the dialog. */
export function AdminListPage({
  title,
  titleId,
  createLabel,
  onCreate,
  page,
  pageSize,
  total,
  onPageChange,
  children,
  dialog,
}: AdminListPageProps) {
  useDocumentTitle(title);
  return (
    <section className="card p-4" aria-labelledby={titleId}>
      <div className="mb-3 flex items-center gap-2">
        <h1 id={titleId} className="mr-auto text-lg font-semibold">
          {title}
        </h1>
        <button type="button" className="btn btn-primary" onClick={onCreate}>
          {createLabel}
        </button>
      </div>
      {children}
      <Pagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
      {dialog}
    </section>
  );
}
