import { useEffect, useState } from 'react';
import { fetchUserProblemStatus } from '@/hooks/api/problem';
import { useSession } from '@/stores/session';
import type { ProblemListItem } from '@/types/problem';

/** The viewer's status per display id, asked for the visible page only (logged-in users). */
export function useMyStatuses(records: ProblemListItem[]): Record<string, number> {
  const { token } = useSession();
  const [statuses, setStatuses] = useState<Record<string, number>>({});
  const ids = records.map((row) => row.pid ?? row.id).filter((id): id is number => typeof id === 'number');
  const idKey = ids.join(',');
  useEffect(() => {
    if (!token || ids.length === 0) return;
    let cancelled = false;
    fetchUserProblemStatus(ids).then(
      (map) => {
        if (cancelled) return;
        const byDisplayId: Record<string, number> = {};
        for (const row of records) {
          const entry = map[String(row.pid ?? row.id)];
          if (entry) byDisplayId[row.problemId] = entry.status;
        }
        setStatuses(byDisplayId);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
    // idKey stands for the ids; records change identity on every render.
  }, [token, idKey]);
  return statuses;
}
