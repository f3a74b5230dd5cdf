import { createReadStream } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { DataSource, type EntityMetadata, type QueryRunner } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options';
import type { Manifest, TableRecord } from './archive-format';
import { databaseKind, openSiteDatabase, type SiteLocation } from './site-database';
import { insertRows, reviveRow, storedColumns, tablesOf, type ArchivedRow } from './table-rows';
import { RestoreRefused, unpackArchive } from './unpack-archive';

export { RestoreRefused } from './unpack-archive';

export interface RestoreOptions {
  log?: (line: string) => void;
}

/** Rows per INSERT are bounded by parameters and by bytes, whichever comes first. */
const BATCH_PARAMETERS = 8000;
const BATCH_BYTES = 2 * 1024 * 1024;

/**
 * Brings a site back from an archive into an empty data folder and an empty database (of either
 * kind, whichever the archive came from). The archive is checked whole before the database is
 * touched; if anything fails after that, the folder and the database are emptied again.
 */
export async function restoreSite(
  site: SiteLocation,
  archive: string,
  options: RestoreOptions = {},
): Promise<Manifest> {
  const log = options.log ?? (() => undefined);
  await refuseFilledFolder(site.dataDir);
  if (databaseKind(site) === 'mysql') await refuseFilledDatabase(site);
  await mkdir(site.dataDir, { recursive: true, mode: 0o700 });
  const staging = join(site.dataDir, 'tmp', `restore-${process.pid}`);
  let loaded = false;
  try {
    const manifest = await unpackArchive(archive, staging);
    log(`archive checked: ${manifest.tables.length} tables, ${manifest.files.length} files`);
    await loadDatabase(site, manifest.tables, join(staging, 'database'), log);
    loaded = true;
    for (const { path } of manifest.files) {
      const target = join(site.dataDir, path);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      await rename(join(staging, 'files', path), target);
      await chmod(target, 0o600);
    }
    log(`files: ${manifest.files.length}`);
    await rm(staging, { recursive: true, force: true });
    return manifest;
  } catch (error) {
    if (loaded && databaseKind(site) === 'mysql') await dropSiteTables(site);
    await emptyFolder(site.dataDir);
    throw error;
  }
}

async function dropSiteTables(site: SiteLocation): Promise<void> {
  const dataSource = await openSiteDatabase(site);
  try {
    await dropAllTables(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

async function refuseFilledFolder(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) {
    throw new RestoreRefused(`The data folder ${dataDir} is not empty: restore needs an empty DATA_DIR.`);
  }
}

async function refuseFilledDatabase(site: SiteLocation): Promise<void> {
  const dataSource = await openSiteDatabase(site);
  try {
    const tables: unknown[] = await dataSource.query('SHOW TABLES');
    if (tables.length > 0) {
      throw new RestoreRefused(
        `The database ${dataSource.driver.database ?? ''} already has ${tables.length} tables: restore needs an empty database.`,
      );
    }
  } finally {
    await dataSource.destroy();
  }
}

async function emptyFolder(folder: string): Promise<void> {
  for (const name of await readdir(folder).catch(() => []))
    await rm(join(folder, name), { recursive: true, force: true });
}

/** Builds the schema this code writes, then inserts every archived row in one transaction. */
async function loadDatabase(
  site: SiteLocation,
  tables: TableRecord[],
  folder: string,
  log: (line: string) => void,
): Promise<void> {
  const dataSource = await new DataSource({ ...dataSourceOptions(site), migrationsRun: true }).initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.startTransaction();
    const known = new Map(tablesOf(dataSource).map((metadata) => [metadata.tableName, metadata]));
    for (const record of tables) {
      const metadata = known.get(record.table);
      if (!metadata) {
        log(`table ${record.table}: not in this version's schema, left out`);
        continue;
      }
      const rows = await loadTable(runner, metadata, join(folder, `${record.table}.jsonl`));
      if (rows !== record.rows)
        throw new Error(`${record.table}: ${rows} rows read, the manifest says ${record.rows}`);
      log(`table ${record.table}: ${rows} rows`);
    }
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    if (databaseKind(site) === 'mysql') await dropAllTables(dataSource);
    throw error;
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

async function loadTable(runner: QueryRunner, metadata: EntityMetadata, path: string): Promise<number> {
  const dataSource = runner.connection;
  let columns: ReturnType<typeof storedColumns> | undefined;
  let batch: ArchivedRow[] = [];
  let batchBytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length > 0 && columns) await insertRows(runner, metadata, columns, batch);
    batch = [];
    batchBytes = 0;
  };
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (line === '') continue;
    const parsed = JSON.parse(line) as ArchivedRow;
    // Columns the archive has and this schema keeps; a column added since takes its default.
    columns ??= storedColumns(metadata).filter((column) => column.databaseName in parsed);
    batch.push(reviveRow(dataSource, columns, parsed));
    batchBytes += line.length;
    rows += 1;
    if ((batch.length + 1) * columns.length > BATCH_PARAMETERS || batchBytes > BATCH_BYTES) await flush();
  }
  await flush();
  return rows;
}

async function dropAllTables(dataSource: DataSource): Promise<void> {
  const tables = (await dataSource.query('SHOW TABLES')) as Record<string, string>[];
  for (const row of tables)
    await dataSource.query(`DROP TABLE ${dataSource.driver.escape(Object.values(row)[0])}`);
}
