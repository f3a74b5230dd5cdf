import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { HELPER_PATH, ensureSandboxHelper } from '../namespace/native-helper';
import { LAUNCHER_NAME } from './isolate-command';

/**
 * Copies the seccomp launcher (native/seccomp-exec.c, built with the namespace helper) into `dir`,
 * which boxes see read-only: a copy of our own, so a rebuild of the native directory never changes
 * what running boxes execute, and nothing else of the judger's installation is visible to them.
 */
export function installSeccompLauncher(dir: string): void {
  ensureSandboxHelper();
  const built = join(dirname(HELPER_PATH), LAUNCHER_NAME);
  if (!existsSync(built)) {
    execFileSync('bash', [join(dirname(dirname(HELPER_PATH)), 'build.sh')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  }
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  copyFileSync(built, join(dir, LAUNCHER_NAME));
  chmodSync(join(dir, LAUNCHER_NAME), 0o755);
}
