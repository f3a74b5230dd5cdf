import { In, type FindOptionsWhere, type ObjectLiteral, type Repository } from 'typeorm';

/**
 * How many of `repo`'s rows that also match `where` hold each of `ids` in the numeric `column`
 * (e.g. the registrations per contest); an id with no row is left out.
 */
export async function countPer<Row extends ObjectLiteral>(
  repo: Repository<Row>,
  column: keyof Row & string,
  ids: readonly number[],
  where: FindOptionsWhere<Row> = {},
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await repo
    .createQueryBuilder('row')
    .select(`row.${column}`, 'id')
    .addSelect('COUNT(*)', 'n')
    .where({ ...where, [column]: In([...ids]) })
    .groupBy(`row.${column}`)
    .getRawMany<{ id: number | string; n: number | string }>();
  return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
}
