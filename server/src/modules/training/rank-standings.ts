import type { UserCard } from '../user/user-directory';

/** A user's standing in a training, ranked. */
export interface Standing {
  uid: string;
  ac: number;
  runTime: number;
  rank: number;
}

/**
 * Ranks standings by solved count, then total accepted run time; equal ones share a rank. The
 * order among equals is by uid, so pages are stable.
 */
export function rankStandings(rows: ReadonlyArray<Omit<Standing, 'rank'>>): Standing[] {
  const sorted = [...rows].sort(
    (a, b) => b.ac - a.ac || a.runTime - b.runTime || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
  );
  const ranked: Standing[] = [];
  sorted.forEach((row, index) => {
    const previous = ranked[index - 1];
    const tied = previous && previous.ac === row.ac && previous.runTime === row.runTime;
    ranked.push({ ...row, rank: tied ? previous.rank : index + 1 });
  });
  return ranked;
}

/** Who holds a ranked standing, as a rank row names them; a deleted user keeps an empty name. */
export function rankedUser(row: Standing, user: UserCard | undefined) {
  return {
    rank: row.rank,
    uid: row.uid,
    username: user?.username ?? '',
    nickname: user?.nickname ?? null,
    avatar: user?.avatar ?? null,
  };
}
