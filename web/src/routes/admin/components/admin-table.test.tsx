import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type AdminColumn, AdminTable } from './admin-table';

interface Fruit {
  id: number;
  name: string;
}

const columns: AdminColumn<Fruit>[] = [
  { header: 'ID', cell: (fruit) => fruit.id },
  { header: 'Name', cell: (fruit) => fruit.name, testId: 'fruit-name' },
];
const fruits: Fruit[] = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Pear' },
];

afterEach(cleanup);

describe('AdminTable', () => {
  it('shows a header row and one row per record', () => {
    render(
      <AdminTable
        columns={columns}
        rows={fruits}
        rowKey={(fruit) => fruit.id}
        rowData={(fruit) => ({ 'data-name': fruit.name })}
        testId="fruit-list"
      />,
    );
    const table = screen.getByTestId('fruit-list');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['IDName', '1Apple', '2Pear']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name']);
    expect(screen.getAllByTestId('fruit-name').map((cell) => cell.textContent)).toEqual(['Apple', 'Pear']);
    expect(table.querySelector('tr[data-name="Pear"]')?.textContent).toBe('2Pear');
  });

  it('says it is loading, then that the list is empty, instead of the table', () => {
    const table = (rows: Fruit[] | undefined) => (
      <AdminTable
        columns={columns}
        rows={rows}
        rowKey={(fruit) => fruit.id}
        testId="fruit-list"
        loadingText="Loading…"
        emptyText="No fruit yet."
      />
    );
    const { rerender } = render(table(undefined));
    screen.getByText('Loading…');
    expect(screen.queryByRole('table')).toBeNull();

    rerender(table([]));
    screen.getByText('No fruit yet.');
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the bare header row for an empty list when it has no empty text', () => {
    render(<AdminTable columns={columns} rows={[]} rowKey={(fruit) => fruit.id} />);
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(['IDName']);
  });
});
