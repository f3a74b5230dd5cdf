import { useCallback, useEffect, useState } from 'react';
import { followContestClarifications } from '@/lib/socket';
import type { Clarification } from '@/types/comment';

/** The newest pushed clarifications kept on screen at once. */
const KEPT = 5;

/**
 * Clarifications pushed while the contest is open (what its admins post in the comments): each
 * bumps `version`, so an open comment list reads itself again, and those by someone else stay
 * on screen until seen.
 */
export function useClarifications(
  cid: number,
  enabled: boolean,
  ownUid: string | undefined,
): { unseen: Clarification[]; version: number; markSeen: () => void } {
  const [unseen, setUnseen] = useState<Clarification[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    return followContestClarifications(cid, (event) => {
      setVersion((current) => current + 1);
      if (event.fromUid !== ownUid) setUnseen((list) => [...list.slice(1 - KEPT), event]);
    });
  }, [cid, enabled, ownUid]);
  const markSeen = useCallback(() => setUnseen([]), []);
  return { unseen, version, markSeen };
}
