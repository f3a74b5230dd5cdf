import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * What of the data folder is not the site itself: the SQLite database (archived as rows), the
 * judges' work and cache folders and scratch space. Everything else — test data, uploads, the
 * mail outbox, the generated secrets and any file a later version keeps there — goes in the
 * archive.
 */
const NOT_ARCHIVED = [/^verdict\.sqlite(-wal|-shm|-journal)?$/, /^judge(\/|$)/, /^tmp(\/|$)/];

export function isArchivedPath(path: string): boolean {
  return !NOT_ARCHIVED.some((pattern) => pattern.test(path));
}

/** The data folder's archived files, as paths with forward slashes, in a stable order. */
export async function listSiteFiles(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(folder, entry.name);
      const path = relative(dataDir, full).split(sep).join('/');
      if (!isArchivedPath(path)) continue;
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) found.push(path);
    }
  };
  await walk(dataDir);
  return found;
}

/**
 * A path from an archive that stays inside the folder it is unpacked into: relative, without
 * `..`, and one the archive may hold at all.
 */
export function isSafeArchivePath(path: string): boolean {
  if (path === '' || path.startsWith('/') || path.includes('\\')) return false;
  return (
    path.split('/').every((part) => part !== '' && part !== '.' && part !== '..') && isArchivedPath(path)
  );
}
