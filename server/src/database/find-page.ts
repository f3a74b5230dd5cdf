import type { FindManyOptions, ObjectLiteral, Repository } from 'typeorm';
import { pageWindow, toPage, type Page, type PageQueryDto } from '../common/http/pagination';

/**
 * The page a list query asks for (`currentPage`, and `limit` or else `defaultSize` rows) of what
 * `options` finds, its rows turned into the page's records by `toRecords`.
 */
export async function findPage<Row extends ObjectLiteral, Record>(
  repo: Repository<Row>,
  query: PageQueryDto,
  defaultSize: number,
  options: Omit<FindManyOptions<Row>, 'skip' | 'take'>,
  toRecords: (rows: Row[]) => Record[] | Promise<Record[]>,
): Promise<Page<Record>> {
  const { current, size, skip } = pageWindow(query, defaultSize);
  const [rows, total] = await repo.findAndCount({ ...options, skip, take: size });
  return toPage(await toRecords(rows), total, current, size);
}
