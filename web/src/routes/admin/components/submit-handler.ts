import type { FormEvent } from 'react';

/** A form's submit handler: the page does not reload, and `action` runs; it shows its own failures. */
export function submitHandler(action: () => unknown) {
  return (event: FormEvent) => {
    event.preventDefault();
    void action();
  };
}
