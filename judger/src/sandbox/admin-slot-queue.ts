let tail: Promise<unknown> = Promise.resolve();

/**
 * Work that uses the admin slot (`ADMIN_COMPILE_SLOT`): the checker compile button and problem
 * package tools. One at a time, as under isolate the slot's boxes are shared host-wide.
 */
export function inAdminSlot<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work);
  tail = run.catch(() => undefined);
  return run;
}
