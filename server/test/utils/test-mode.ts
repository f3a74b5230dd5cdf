/**
 * Which backing services an e2e run uses: `mysql` (MariaDB + Redis, as in production) or
 * `embedded` (SQLite + in-process queue). Chosen by TEST_DB; CI runs the suite once per mode.
 */
export type TestMode = 'mysql' | 'embedded';

export const TEST_MODE: TestMode = process.env.TEST_DB === 'mysql' ? 'mysql' : 'embedded';

export const MYSQL_ADMIN_URL = process.env.TEST_MYSQL_URL ?? 'mariadb://root@127.0.0.1:3306';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
