import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

afterEach(cleanup);

describe('SearchField', () => {
  it('searches for the trimmed text on Enter, not while typing', () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search by ID, title or author" onSearch={onSearch} />);
    const box = screen.getByRole('textbox', { name: 'Search by ID, title or author' });
    expect(box.getAttribute('placeholder')).toBe('Search by ID, title or author');

    fireEvent.change(box, { target: { value: '  a plus b ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.submit(box);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('a plus b');
    expect((box as HTMLInputElement).value).toBe('  a plus b ');
  });

  it('searches for everything again when the box is emptied', () => {
    const onSearch = vi.fn();
    render(<SearchField label="Contest title" onSearch={onSearch} />);
    const box = screen.getByRole('textbox', { name: 'Contest title' });
    fireEvent.change(box, { target: { value: 'spring' } });
    fireEvent.submit(box);
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box);
    expect(onSearch.mock.calls).toEqual([['spring'], ['']]);
  });

  it('can be a searchbox with its own placeholder', () => {
    render(
      <SearchField label="Users" placeholder="Name or email" type="search" onSearch={() => undefined} />,
    );
    const box = screen.getByRole('searchbox', { name: 'Users' });
    expect(box.getAttribute('placeholder')).toBe('Name or email');
  });

  it("starts from the address's keyword and can carry a search button", () => {
    const onSearch = vi.fn();
    render(
      <SearchField label="Trainings" initial="dp" maxLength={5} submitLabel="Search" onSearch={onSearch} />,
    );
    const box = screen.getByRole('textbox', { name: 'Trainings' }) as HTMLInputElement;
    expect(box.value).toBe('dp');
    expect(box.maxLength).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('dp');
  });
});
