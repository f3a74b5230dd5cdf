import { chmodSync, statSync } from 'node:fs';

/**
 * Takes group and other access away from a file that holds secrets or data (a database, a
 * generated key) when an older version or a loose umask left it open; returns the path.
 */
export function keepOwnerOnly(path: string): string {
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  return path;
}
