import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@verdict/common';
import { AdminListPage } from './admin-list-page';
import { AdminRowActions } from './admin-row-actions';
import { type AdminColumn, AdminTable } from './admin-table';
import { useConfirmedDelete } from './use-confirmed-delete';

interface ListAnswer<Row> {
  data?: Page<Row>;
  error?: unknown;
  mutate: () => unknown;
}

/** What an editable list's create/edit dialog gets. */
export interface DraftDialogProps<Draft> {
  draft: Draft;
  onClose: () => void;
  /** Closes the dialog and reads the page again. */
  onSaved: () => void;
}

interface EditableListPageProps<Row extends { id: number }, Draft> {
  title: string;
  titleId: string;
  createLabel: string;
  /** The draft the create button opens. */
  blank: Draft;
  pageSize: number;
  /** Reads one page of the list (an SWR hook). */
  useList: (page: number) => ListAnswer<Row>;
  /** The list's own columns (a hook); `reload` reads the page again. Edit and Delete come after them. */
  useColumns: (reload: () => void) => AdminColumn<Row>[];
  /** The draft Edit opens the dialog on. */
  toDraft: (row: Row) => Draft;
  /** What Delete asks before it removes the row. */
  deleteQuestion: (row: Row) => string;
  remove: (row: Row) => Promise<unknown>;
  testId: string;
  emptyText: string;
  dialog: ComponentType<DraftDialogProps<Draft>>;
}

/**
 * A back-office page of records written in a dialog (announcements, notices): the paged list
 * with Edit and Delete on every row, a create button, and the dialog open on one draft at a time.
 * A list that cannot load is thrown to the route's error boundary.
 */
export function EditableListPage<Row extends { id: number }, Draft>(
  props: EditableListPageProps<Row, Draft>,
) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Draft | null>(null);
  const { data, error, mutate } = props.useList(page);
  const reload = () => void mutate();
  const confirmedDelete = useConfirmedDelete(reload);
  const columns: AdminColumn<Row>[] = [
    ...props.useColumns(reload),
    {
      header: t('admin.actions'),
      className: 'py-2 whitespace-nowrap',
      cell: (row) => (
        <AdminRowActions
          onEdit={() => setDraft(props.toDraft(row))}
          onDelete={() => void confirmedDelete(props.deleteQuestion(row), () => props.remove(row))}
        />
      ),
    },
  ];
  if (error && !data) throw error;
  const Dialog = props.dialog;
  const close = () => setDraft(null);
  const saved = () => {
    close();
    reload();
  };
  return (
    <AdminListPage
      title={props.title}
      titleId={props.titleId}
      createLabel={props.createLabel}
      onCreate={() => setDraft(props.blank)}
      page={page}
      pageSize={props.pageSize}
      total={data?.total ?? 0}
      onPageChange={setPage}
      dialog={draft ? <Dialog draft={draft} onClose={close} onSaved={saved} /> : null}
    >
      <AdminTable
        columns={columns}
        rows={data?.records}
        rowKey={(row) => row.id}
        testId={props.testId}
        minWidth="min-w-[640px]"
        loadingText={t('adminUsers.loading')}
        emptyText={props.emptyText}
      />
    </AdminListPage>
  );
}
