import { type ReactNode, useState } from 'react';
import type { Page } from '@verdict/common';
import { AdminListPage } from './admin-list-page';

interface ListAnswer<Row> {
  data?: Page<Row>;
  error?: unknown;
  mutate: () => unknown;
}

interface EditableListPageProps<Row, Draft> {
  title: string;
  titleId: string;
  createLabel: string;
  /** The draft the create button opens. */
  blank: Draft;
  pageSize: number;
  /** Reads one page of the list (an SWR hook). */
  useList: (page: number) => ListAnswer<Row>;
  /** The list; `edit` opens the dialog on a row's draft, `reload` reads the page again. */
  table: (records: Row[] | undefined, edit: (draft: Draft) => void, reload: () => void) => ReactNode;
  /** The create/edit dialog; `saved` closes it and reads the page again. */
  dialog: (draft: Draft, close: () => void, saved: () => void) => ReactNode;
}

/**
 * A back-office page of records written in a dialog (announcements, notices): the paged list,
 * a create button, and the dialog open on one draft at a time. A list that cannot load is thrown
 * to the route's error boundary.
 */
export function EditableListPage<Row, Draft>({
  title,
  titleId,
  createLabel,
  blank,
  pageSize,
  useList,
  table,
  dialog,
}: EditableListPageProps<Row, Draft>) {
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Draft | null>(null);
  const { data, error, mutate } = useList(page);
  if (error && !data) throw error;
  const reload = () => void mutate();
  const close = () => setDraft(null);
  return (
    <AdminListPage
      title={title}
      titleId={titleId}
      createLabel={createLabel}
      onCreate={() => setDraft(blank)}
      page={page}
      pageSize={pageSize}
      total={data?.total ?? 0}
      onPageChange={setPage}
      dialog={
        draft
          ? dialog(draft, close, () => {
              close();
              reload();
            })
          : null
      }
    >
      {table(data?.records, setDraft, reload)}
    </AdminListPage>
  );
}
