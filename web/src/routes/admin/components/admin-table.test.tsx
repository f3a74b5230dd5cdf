import type { ComponentProps } from 'react';
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

/** The fruit table with the given rows and options. */
const fruitTable = (
  rows: Fruit[] | undefined,
  options: Partial<ComponentProps<typeof AdminTable<Fruit>>> = {},
) => (
  <AdminTable columns={columns} rows={rows} rowKey={(fruit) => fruit.id} testId="fruit-list" {...options} />
);
const notes = { loadingText: 'Loading…', emptyText: 'No fruit yet.' };
const rowTexts = () => screen.getAllByRole('row').map((row) => row.textContent);

afterEach(cleanup);

describe('AdminTable', () => {
  it('shows a header row and one row per record', () => {
    render(fruitTable(fruits, { rowData: (fruit) => ({ 'data-name': fruit.name }) }));
    const table = screen.getByTestId('fruit-list');
    expect(rowTexts()).toEqual(['IDName', '1Apple', '2Pear']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name']);
    expect(screen.getAllByTestId('fruit-name').map((cell) => cell.textContent)).toEqual(['Apple', 'Pear']);
    expect(table.querySelector('tr[data-name="Pear"]')?.textContent).toBe('2Pear');
  });

  it('says it is loading, then that the list is empty, instead of the table', () => {
    const { rerender } = render(fruitTable(undefined, notes));
    screen.getByText('Loading…');
    expect(screen.queryByRole('table')).toBeNull();

    rerender(fruitTable([], notes));
    screen.getByText('No fruit yet.');
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the bare header row for an empty list when it has no empty text', () => {
    render(fruitTable([]));
    expect(rowTexts()).toEqual(['IDName']);
  });

  it('keeps the header row while loading and above the empty note when asked to', () => {
    const { rerender } = render(fruitTable(undefined, { ...notes, keepHeader: true }));
    expect(rowTexts()).toEqual(['IDName']);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.queryByText('No fruit yet.')).toBeNull();

    rerender(fruitTable([], { ...notes, keepHeader: true }));
    expect(rowTexts()).toEqual(['IDName']);
    screen.getByText('No fruit yet.');
  });

  it('tints the rows it is asked to and names an empty header cell', () => {
    const marked: AdminColumn<Fruit>[] = [
      ...columns,
      { header: null, headerLabel: 'Actions', cell: () => null },
    ];
    const tint = (fruit: Fruit) => (fruit.name === 'Pear' ? 'bg-red-50' : '');
    render(fruitTable(fruits, { columns: marked, rowClassName: tint }));
    expect(screen.getByRole('columnheader', { name: 'Actions' }).textContent).toBe('');
    const [, apple, pear] = screen.getAllByRole('row');
    expect(pear.className).toContain('bg-red-50');
    expect(apple.className).not.toContain('bg-red-50');
  });
});
