import { In, type FindOptionsWhere, type ObjectLiteral, type Repository } from 'typeorm';

/** Users are counted this many at a time, to keep each statement small. */
const USER_CHUNK = 500;

/** A row of a message table: whom it is for and whether they have read it. */
interface MessageRow extends ObjectLiteral {
  recipientId: string;
  state: boolean;
}

/** Unread rows of one recipient of one kind. */
export interface UnreadCount<Kind> {
  recipientId: string;
  kind: Kind;
  count: number;
}

/** The unread rows (`state` false) of a message table for each of `uids`, per value of `kindColumn`. */
export async function unreadPerKind<Row extends MessageRow, Column extends keyof Row & string>(
  repo: Repository<Row>,
  kindColumn: Column,
  uids: readonly string[],
): Promise<UnreadCount<Row[Column]>[]> {
  const counts: UnreadCount<Row[Column]>[] = [];
  for (let start = 0; start < uids.length; start += USER_CHUNK) {
    const unread = { recipientId: In(uids.slice(start, start + USER_CHUNK)), state: false };
    const rows = await repo
      .createQueryBuilder('row')
      .select('row.recipientId', 'recipientId')
      .addSelect(`row.${kindColumn}`, 'kind')
      .addSelect('COUNT(*)', 'n')
      .where(unread as FindOptionsWhere<Row>)
      .groupBy('row.recipientId')
      .addGroupBy(`row.${kindColumn}`)
      .getRawMany<{ recipientId: string; kind: Row[Column]; n: string | number }>();
    for (const row of rows)
      counts.push({ recipientId: row.recipientId, kind: row.kind, count: Number(row.n) });
  }
  return counts;
}
