import type { DataSource, EntityMetadata, QueryRunner } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/**
 * Rows travel as plain JSON keyed by column name, in the values the entities see (dates, booleans,
 * parsed JSON) rather than in one database's raw form: that is what lets an SQLite site's archive
 * be restored into MariaDB and back.
 */
export type ArchivedRow = Record<string, unknown>;

const PAGE_ROWS = 2000;

/** Every table the entities declare, once each, in a stable order. */
export function tablesOf(dataSource: DataSource): EntityMetadata[] {
  const byName = new Map<string, EntityMetadata>();
  for (const metadata of dataSource.entityMetadatas) {
    if (metadata.tableType === 'regular' || metadata.tableType === 'junction') {
      if (!byName.has(metadata.tableName)) byName.set(metadata.tableName, metadata);
    }
  }
  return [...byName.values()].sort((a, b) => a.tableName.localeCompare(b.tableName));
}

/** Columns stored in the table itself (not computed by the database). */
export function storedColumns(metadata: EntityMetadata): ColumnMetadata[] {
  return metadata.columns.filter((column) => !column.isVirtual && !column.generatedType);
}

/**
 * Reads a whole table page by page inside the caller's transaction. A single-column primary key is
 * paged by key (each page costs the same however far in); other tables by offset.
 */
export async function* readTable(runner: QueryRunner, metadata: EntityMetadata): AsyncGenerator<ArchivedRow> {
  const driver = runner.connection.driver;
  const table = driver.escape(metadata.tableName);
  const columns = storedColumns(metadata);
  const keys = metadata.primaryColumns.length > 0 ? metadata.primaryColumns : columns;
  const orderBy = keys.map((key) => driver.escape(key.databaseName)).join(', ');
  const byKey = metadata.primaryColumns.length === 1 ? metadata.primaryColumns[0] : undefined;
  let after: unknown;
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const rows: Record<string, unknown>[] = byKey
      ? await runner.query(
          `SELECT * FROM ${table}${after === undefined ? '' : ` WHERE ${orderBy} > ?`} ORDER BY ${orderBy} LIMIT ${PAGE_ROWS}`,
          after === undefined ? [] : [after],
        )
      : await runner.query(`SELECT * FROM ${table} ORDER BY ${orderBy} LIMIT ${PAGE_ROWS} OFFSET ${offset}`);
    for (const raw of rows) {
      const row: ArchivedRow = {};
      for (const column of columns) {
        row[column.databaseName] = driver.prepareHydratedValue(raw[column.databaseName], column);
      }
      yield row;
    }
    if (rows.length < PAGE_ROWS) return;
    if (byKey) after = rows[rows.length - 1][byKey.databaseName];
  }
}

/** One archived row as it comes back from JSON, with its dates made dates again. */
export function reviveRow(
  dataSource: DataSource,
  columns: ColumnMetadata[],
  parsed: ArchivedRow,
): ArchivedRow {
  for (const column of columns) {
    const value = parsed[column.databaseName];
    if (typeof value === 'string' && isDateTime(dataSource, column))
      parsed[column.databaseName] = new Date(value);
  }
  return parsed;
}

function isDateTime(dataSource: DataSource, column: ColumnMetadata): boolean {
  return /^(datetime|timestamp)/.test(dataSource.driver.normalizeType(column));
}

/** Inserts archived rows as they were, primary keys included, in one statement. */
export async function insertRows(
  runner: QueryRunner,
  metadata: EntityMetadata,
  columns: ColumnMetadata[],
  rows: ArchivedRow[],
): Promise<void> {
  const driver = runner.connection.driver;
  const names = columns.map((column) => driver.escape(column.databaseName)).join(', ');
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const parameters = rows.flatMap((row) =>
    columns.map((column) => driver.preparePersistentValue(row[column.databaseName] ?? null, column)),
  );
  await runner.query(
    `INSERT INTO ${driver.escape(metadata.tableName)} (${names}) VALUES ${rows.map(() => tuple).join(', ')}`,
    parameters,
  );
}
