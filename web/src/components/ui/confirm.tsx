/** A promise-based confirmation dialog: `if (await confirmAction(text)) …`. */
import { lazy, Suspense } from 'react';
import { createStore, useStore } from '@/lib/create-store';

export interface PendingConfirm {
  text: string;
  resolve: (ok: boolean) => void;
}

export const confirmStore = createStore<PendingConfirm | null>(null);

export function confirmAction(text: string): Promise<boolean> {
  return new Promise((resolve) => confirmStore.set({ text, resolve }));
}

// The dialog code loads the first time something asks for confirmation.
const ConfirmDialog = lazy(() => import('./confirm-dialog'));

export function ConfirmHost() {
  const pending = useStore(confirmStore);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog pending={pending} />
    </Suspense>
  );
}
