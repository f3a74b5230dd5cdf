import { useState } from 'react';

/**
 * Runs one write on a member row: marks the row busy meanwhile and calls `onDone` after a
 * success. A failure is left to the api client, which has shown the server's message.
 */
export function useMemberAction(onDone: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (uid: string, work: () => Promise<void>) => {
    setBusy(uid);
    try {
      await work();
      onDone();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(null);
    }
  };
  return { busy, act };
}
