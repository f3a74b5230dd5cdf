import { DataSource, type QueryRunner } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options';
import type { DatabaseKind } from './archive-format';

/** Where a site keeps its data: what the backup and restore commands read from the environment. */
export interface SiteLocation {
  dataDir: string;
  databaseUrl?: string;
}

export const databaseKind = (site: SiteLocation): DatabaseKind => (site.databaseUrl ? 'mysql' : 'sqlite');

/** The site's database as the entities see it, without touching its schema. */
export async function openSiteDatabase(site: SiteLocation): Promise<DataSource> {
  const dataSource = new DataSource({ ...dataSourceOptions(site), migrationsRun: false, synchronize: false });
  return dataSource.initialize();
}

/**
 * A read transaction that sees one moment of the database while the site goes on writing: InnoDB's
 * consistent snapshot, or SQLite's read transaction on the write-ahead log.
 */
export async function readSnapshot<T>(
  dataSource: DataSource,
  read: (runner: QueryRunner) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    if (dataSource.options.type === 'better-sqlite3') await runner.query('BEGIN');
    else {
      await runner.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      await runner.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    }
    try {
      return await read(runner);
    } finally {
      await runner.query('ROLLBACK');
    }
  } finally {
    await runner.release();
  }
}

/** The newest migration a MariaDB/MySQL database has run, or undefined before the first start. */
export async function appliedSchemaVersion(dataSource: DataSource): Promise<number | undefined> {
  const tables: unknown[] = await dataSource.query("SHOW TABLES LIKE 'migrations'");
  if (tables.length === 0) return undefined;
  const [row] = (await dataSource.query('SELECT MAX(timestamp) AS newest FROM migrations')) as {
    newest: number | string | null;
  }[];
  return row.newest === null ? undefined : Number(row.newest);
}
