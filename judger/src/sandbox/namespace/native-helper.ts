import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const NATIVE_DIR = join(__dirname, '..', '..', '..', 'native');
export const HELPER_PATH = join(NATIVE_DIR, 'build', 'verdict-sandbox');

function newestSourceMtime(): number {
  return Math.max(
    ...readdirSync(NATIVE_DIR)
      .filter((name) => /\.(c|h|sh)$/.test(name))
      .map((name) => statSync(join(NATIVE_DIR, name)).mtimeMs),
  );
}

function helperIsCurrent(): boolean {
  try {
    return statSync(HELPER_PATH).mtimeMs >= newestSourceMtime();
  } catch {
    return false;
  }
}

/**
 * Builds the C helper when it is missing or older than its sources, so a fresh clone (or a
 * changed launcher) works without a separate install step. Concurrent builders are safe:
 * build.sh links to a private temporary name and renames it into place.
 */
export function ensureSandboxHelper(): string {
  if (!helperIsCurrent()) {
    execFileSync('bash', [join(NATIVE_DIR, 'build.sh')], { stdio: ['ignore', 'ignore', 'pipe'] });
  }
  return HELPER_PATH;
}
