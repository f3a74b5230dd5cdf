import { fireEvent, screen, waitFor, type waitForOptions } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** jsdom has no ResizeObserver, which Headless UI's combobox measures its input with. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * Types `typed` into the problem picker named `label` and picks the problem offered as `option`
 * with the keyboard (arrow keys, then Enter), as a user without a mouse does.
 */
export async function pickProblem(label: string, typed: string, option: string, wait?: waitForOptions) {
  const box = screen.getByRole<HTMLInputElement>('combobox', { name: label });
  fireEvent.change(box, { target: { value: typed } });
  const wanted = await screen.findByRole('option', { name: option }, wait);
  for (let step = 0; step < 20 && !wanted.hasAttribute('data-focus'); step++)
    fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(box.value).toBe(option));
}
