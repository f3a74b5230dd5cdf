import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { ConfirmHost } from '@/components/ui/confirm';
import { Toaster } from '@/components/ui/toaster';
import { AdminRowActions } from './admin-row-actions';
import { AdminTable } from './admin-table';
import { useConfirmedDelete } from './use-confirmed-delete';

interface Fruit {
  id: number;
  name: string;
}

const fruits: Fruit[] = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Pear' },
];

afterEach(cleanup);

/** A table whose rows delete through the shared actions, as the announcement and notice lists do. */
function FruitTable({ remove, onDeleted }: { remove: (id: number) => Promise<void>; onDeleted: () => void }) {
  const confirmedDelete = useConfirmedDelete(onDeleted);
  return (
    <AdminTable
      columns={[
        { header: 'Name', cell: (fruit) => fruit.name },
        {
          header: 'Actions',
          cell: (fruit) => (
            <AdminRowActions
              onEdit={() => undefined}
              onDelete={
                fruit.id === 1
                  ? undefined
                  : () => void confirmedDelete(`Delete ${fruit.name}?`, () => remove(fruit.id))
              }
            />
          ),
        },
      ]}
      rows={fruits}
      rowKey={(fruit) => fruit.id}
    />
  );
}

describe('AdminRowActions with useConfirmedDelete', () => {
  it('deletes a row only after the admin confirms, then says so and reloads', async () => {
    changeLocale('en-US');
    const remove = vi.fn(() => Promise.resolve());
    const onDeleted = vi.fn();
    render(
      <>
        <ConfirmHost />
        <Toaster />
        <FruitTable remove={remove} onDeleted={onDeleted} />
      </>,
    );
    const [apple, pear] = screen.getAllByRole('row').slice(1);
    within(apple!).getByRole('button', { name: 'Edit' });
    expect(within(apple!).queryByRole('button', { name: 'Delete' })).toBeNull();

    fireEvent.click(within(pear!).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Delete Pear?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Delete Pear?')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(within(pear!).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await screen.findByText('Delete successfully');
    expect(remove).toHaveBeenCalledExactlyOnceWith(2);
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it('does not reload when the server refuses', async () => {
    changeLocale('en-US');
    const onDeleted = vi.fn();
    const remove = vi.fn(() => Promise.reject(new Error('in use')));
    render(
      <>
        <ConfirmHost />
        <FruitTable remove={remove} onDeleted={onDeleted} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(remove).toHaveBeenCalledOnce());
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
