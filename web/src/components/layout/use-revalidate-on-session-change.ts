import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useSession } from '@/stores/session';

/** Lists and details carry the viewer's own status, so a login or logout refetches what is shown. */
export function useRevalidateOnSessionChange(): void {
  // Keyed on the user, not the token: a renewed token (refresh-token header) changes nothing shown.
  const uid = useSession().user?.uid ?? null;
  const { mutate } = useSWRConfig();
  const previous = useRef(uid);
  useEffect(() => {
    if (previous.current === uid) return;
    previous.current = uid;
    void mutate(() => true);
  }, [uid, mutate]);
}
