import type { ComponentProps } from 'react';
import type { Page } from '@verdict/common';
import { Pagination } from '@/components/ui/pagination';
import { TEACHER_PAGE_SIZE } from '@/hooks/api/teacher';
import { AdminTable } from '../../components/admin-table';
import { LoadState } from './load-state';

type TableProps<Row> = Omit<ComponentProps<typeof AdminTable<Row>>, 'rows'>;

/** One page of a teacher list as its SWR hook answers it. */
export interface PagedList<Row> {
  data: Page<Row> | undefined;
  error: unknown;
  mutate: () => unknown;
}

interface PagedAdminTableProps<Row> extends TableProps<Row> {
  list: PagedList<Row>;
  page: number;
  onPageChange: (page: number) => void;
}

/** A teacher screen's paged list: the load state, the table of the page's rows, the pager. */
export function PagedAdminTable<Row>({ list, page, onPageChange, ...table }: PagedAdminTableProps<Row>) {
  return (
    <LoadState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
      {(data) => (
        <>
          <AdminTable {...table} rows={data.records} />
          <Pagination
            page={page}
            pageSize={TEACHER_PAGE_SIZE}
            total={data.total}
            onPageChange={onPageChange}
          />
        </>
      )}
    </LoadState>
  );
}
