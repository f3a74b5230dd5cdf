import { closeSync, existsSync, openSync } from 'node:fs';
import { keepOwnerOnly } from '../common/fs/keep-owner-only';

/**
 * The embedded database file, created empty and readable by its owner only before SQLite opens
 * it (SQLite gives its WAL and shared-memory files the mode of the database); files an older
 * version left readable are closed up.
 */
export function privateSqliteFile(path: string): string {
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(file)) keepOwnerOnly(file);
  return path;
}
