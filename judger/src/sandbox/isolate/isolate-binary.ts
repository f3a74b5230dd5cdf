import { accessSync, constants, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

/** Where `make install` (/usr/local/bin) and packages (/usr/bin) put isolate. */
const INSTALL_DIRS = ['/usr/local/bin', '/usr/local/sbin', '/usr/bin', '/usr/sbin', '/bin', '/sbin'];

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The isolate binary as an absolute path, resolved once at start: `override` (JUDGER_ISOLATE_BIN)
 * when given, else the first `isolate` in the install directories, then in PATH. Runs always use
 * this path: isolate is spawned with an empty environment, where a bare name is looked up in
 * /bin:/usr/bin only and one installed in /usr/local/bin is never found.
 */
export function resolveIsolateBinary(
  override?: string,
  searchPath = process.env.PATH ?? '',
): string | undefined {
  if (override) return isAbsolute(override) && isExecutableFile(override) ? override : undefined;
  const dirs = [...INSTALL_DIRS, ...searchPath.split(':').filter((dir) => isAbsolute(dir))];
  return dirs.map((dir) => join(dir, 'isolate')).find(isExecutableFile);
}
