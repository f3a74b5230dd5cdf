/** Shown in place of a password that is set; an unset one is sent as "". */
export const MASKED_PASSWORD = '******';

export const DB_AND_REDIS_FROM_ENVIRONMENT =
  'The database and Redis settings come from the environment (DATABASE_URL, REDIS_URL) and cannot be changed here';

/**
 * `GET /api/admin/config/get-db-and-redis-config`: HOJ's DBAndRedisConfigDTO, read from the
 * connections in force, passwords masked; `dbType` is Verdict's. In embedded mode the database is
 * a SQLite file (`dbName` its path, no host) and there is no Redis (all null).
 */
export interface DbAndRedisConfigView {
  dbType: 'mariadb' | 'mysql' | 'sqlite';
  dbName: string | null;
  dbHost: string | null;
  dbPort: number | null;
  dbUsername: string | null;
  dbPassword: string;
  redisHost: string | null;
  redisPort: number | null;
  redisPassword: string;
}

/** The database connection as TypeORM holds it: a MariaDB/MySQL URL, or a SQLite file. */
export interface DatabaseInForce {
  type: string;
  url?: string;
  database?: unknown;
}

const MYSQL_DEFAULT_PORT = 3306;
const REDIS_DEFAULT_PORT = 6379;

const decoded = (text: string): string | null => (text ? decodeURIComponent(text) : null);
const masked = (password: string): string => (password ? MASKED_PASSWORD : '');

export function toDbAndRedisConfigView(database: DatabaseInForce, redisUrl?: string): DbAndRedisConfigView {
  const redis = redisUrl ? new URL(redisUrl) : null;
  const redisPart = {
    redisHost: redis ? redis.hostname : null,
    redisPort: redis ? Number(redis.port || REDIS_DEFAULT_PORT) : null,
    redisPassword: masked(redis?.password ?? ''),
  };
  if (!database.url) {
    return {
      dbType: 'sqlite',
      dbName: typeof database.database === 'string' ? database.database : null,
      dbHost: null,
      dbPort: null,
      dbUsername: null,
      dbPassword: '',
      ...redisPart,
    };
  }
  const url = new URL(database.url);
  return {
    dbType: database.type === 'mariadb' ? 'mariadb' : 'mysql',
    dbName: decoded(url.pathname.replace(/^\//, '')),
    dbHost: url.hostname,
    dbPort: Number(url.port || MYSQL_DEFAULT_PORT),
    dbUsername: decoded(url.username),
    dbPassword: masked(url.password),
    ...redisPart,
  };
}
