/**
 * Column types that differ between MySQL and SQLite. Entities are loaded after the configuration
 * (see main.ts and the test setup), so DATABASE_URL decides here.
 */
const isMysql = /^(mysql|mariadb):/.test(process.env.DATABASE_URL ?? '');

/** Up to 16 MB in MySQL (code, statements, compiler output); SQLite's TEXT has no limit. */
export const LONG_TEXT = isMysql ? 'mediumtext' : 'text';
