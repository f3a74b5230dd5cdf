import type { DataSource } from 'typeorm';

/** How much of the site's content a set of users made (read before their accounts are deleted). */
export interface UserFootprint {
  submissions: number;
  comments: number;
  contests: number;
  problems: number;
  announcements: number;
}

/**
 * Counts by table name, read-only: the tables belong to other modules, and a count is all that
 * is needed here, so none of their services has to grow a method for it.
 */
export async function userFootprint(
  dataSource: DataSource,
  uids: string[],
  usernames: string[],
): Promise<UserFootprint> {
  const count = async (table: string, column: string, values: string[]): Promise<number> => {
    if (values.length === 0) return 0;
    const row = await dataSource
      .createQueryBuilder()
      .select('COUNT(*)', 'n')
      .from(table, 't')
      .where(`t.${column} IN (:...values)`, { values })
      .getRawOne<{ n: string | number }>();
    return Number(row?.n ?? 0);
  };
  const [submissions, comments, replies, contests, problems, announcements] = await Promise.all([
    count('judge', 'uid', uids),
    count('comment', 'fromUid', uids),
    count('reply', 'fromUid', uids),
    count('contest', 'uid', uids),
    count('problem', 'author', usernames),
    count('announcement', 'uid', uids),
  ]);
  return { submissions, comments: comments + replies, contests, problems, announcements };
}
