import type { Key, ReactNode } from 'react';
import { TableScrollBox } from './table-scroll-box';

/** One column of an admin table: its header and what each row shows under it. */
export interface AdminColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the body cells; "py-2" when omitted. */
  className?: string;
  /** Classes of the header cell; "py-2" when omitted. */
  headerClassName?: string;
  /** Names a header cell that shows nothing (a column of buttons), for screen readers. */
  headerLabel?: string;
  /** data-testid of each body cell. */
  testId?: string;
}

interface AdminTableProps<Row> {
  columns: AdminColumn<Row>[];
  /** Undefined while the list loads. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => Key;
  /** `data-*` attributes of a row, for tests that pick one row by what it shows. */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  /** Classes a row adds to its border, e.g. a tint for a row that needs attention. */
  rowClassName?: (row: Row) => string;
  testId?: string;
  /** A Tailwind min-width class such as "min-w-[640px]": below it the table scrolls sideways in its box. */
  minWidth?: string;
  /** Shown instead of the table while rows are undefined. */
  loadingText?: string;
  /** Shown instead of the table when there are no rows; without it the header row stays alone. */
  emptyText?: string;
  /**
   * The header row stays while the list loads and when it is empty, with `emptyText` beneath it,
   * so a paged list keeps its columns in place between pages.
   */
  keepHeader?: boolean;
}

const NOTE_CLASS = 'py-6 text-center text-slate-500';

/**
 * The back office's list table: a header row, one row per record, and its loading and empty notes.
 * Its cells are padded apart (`admin-table`); a table wider than the screen scrolls inside its own
 * box, so the page never scrolls sideways and the row actions are a swipe (or Tab) away.
 */
export function AdminTable<Row>({
  columns,
  rows,
  rowKey,
  rowData,
  rowClassName,
  testId,
  minWidth,
  loadingText,
  emptyText,
  keepHeader,
}: AdminTableProps<Row>) {
  const emptyNote = emptyText ? <p className={NOTE_CLASS}>{emptyText}</p> : null;
  if (!keepHeader) {
    if (!rows) return loadingText ? <p className={NOTE_CLASS}>{loadingText}</p> : null;
    if (rows.length === 0 && emptyNote) return emptyNote;
  }
  return (
    <>
      <TableScrollBox>
        <table
          className={minWidth ? `admin-table w-full ${minWidth} text-sm` : 'admin-table w-full text-sm'}
          data-testid={testId}
        >
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              {columns.map((column, index) => (
                <th key={index} className={column.headerClassName ?? 'py-2'} aria-label={column.headerLabel}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((row) => (
              <tr
                key={rowKey(row)}
                className={
                  rowClassName
                    ? `border-b border-slate-100 ${rowClassName(row)}`
                    : 'border-b border-slate-100'
                }
                {...rowData?.(row)}
              >
                {columns.map((column, index) => (
                  <td key={index} className={column.className ?? 'py-2'} data-testid={column.testId}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScrollBox>
      {keepHeader && rows?.length === 0 ? emptyNote : null}
    </>
  );
}
