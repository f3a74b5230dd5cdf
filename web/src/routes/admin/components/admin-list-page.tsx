import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { PageHeader } from './page-header';

interface AdminListPageProps {
  /** The h1, which also names the section and the browser tab. */
  title: string;
  /** The h1's id, for the section's aria-labelledby. */
  titleId?: string;
  /** Links, search boxes and filters beside the title. */
  actions?: ReactNode;
  /** With `onCreate`: the create button after the actions. */
  createLabel?: string;
  onCreate?: () => void;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The list itself, usually an AdminTable. */
  children: ReactNode;
  /** The create/edit dialog while one is open. */
  dialog?: ReactNode;
}

/** A back-office page holding one paged list: title, actions and create button, the list, pages, the dialog. */
export function AdminListPage({
  title,
  titleId,
  actions,
  createLabel,
  onCreate,
  page,
  pageSize,
  total,
  onPageChange,
  children,
  dialog,
}: AdminListPageProps) {
  return (
    <section className="card p-4" aria-labelledby={titleId}>
      <PageHeader title={title} titleId={titleId}>
        {actions}
        {createLabel && onCreate ? (
          <button type="button" className="btn btn-primary" onClick={onCreate}>
            {createLabel}
          </button>
        ) : null}
      </PageHeader>
      {children}
      <Pagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
      {dialog}
    </section>
  );
}
