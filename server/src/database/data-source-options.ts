import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { privateSqliteFile } from './private-sqlite-file';

/** The embedded database's file in the data folder. */
export const SQLITE_FILE = 'verdict.sqlite';

/**
 * MySQL/MariaDB (production, `mysql://` or `mariadb://`): schema only through the committed migrations, run at start.
 * SQLite (embedded): schema synchronised from the same entities.
 */
export function dataSourceOptions(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): DataSourceOptions {
  if (config.databaseUrl) {
    // `mariadb://` selects TypeORM's MariaDB dialect (its schema diff reads MariaDB's defaults
    // correctly); the wire protocol is the same, so mysql2 gets a mysql:// URL either way.
    const isMariaDb = config.databaseUrl.startsWith('mariadb://');
    return {
      type: isMariaDb ? 'mariadb' : 'mysql',
      url: config.databaseUrl.replace(/^mariadb:/, 'mysql:'),
      entities: ENTITIES,
      migrations: [join(__dirname, 'migrations', '*.{js,ts}')],
      migrationsRun: true,
      synchronize: false,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      extra: { connectionLimit: 20 },
    };
  }
  return {
    type: 'better-sqlite3',
    database: privateSqliteFile(join(config.dataDir, SQLITE_FILE)),
    entities: ENTITIES,
    synchronize: true,
    // WAL lets readers run while the judge writes results.
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
    },
  };
}
