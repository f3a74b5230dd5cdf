import { execFileSync } from 'node:child_process';
import { accessSync, constants, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Directories every box sees read-only; binaries found here need no extra mount. */
export const BOX_PATH = ['/usr/local/bin', '/usr/bin', '/bin'];
const SYSTEM_PREFIXES = ['/usr/', '/bin/', '/lib/', '/lib64/', '/etc/', '/sbin/'];

export interface ResolvedTool {
  /** Absolute path to run inside the box. */
  path: string;
  /** Host directories that must be visible read-only for the tool to work. */
  mounts: string[];
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Version-manager shims (pyenv, asdf...) are shell scripts that need the manager itself. */
function isShim(path: string): boolean {
  try {
    return readFileSync(path, { encoding: 'latin1' }).slice(0, 2) === '#!' && /shims?\//.test(path);
  } catch {
    return false;
  }
}

/** rustup installs proxies in ~/.cargo/bin; the real compiler lives in the toolchain sysroot. */
function resolveRustup(proxy: string, tool: string): ResolvedTool | undefined {
  try {
    const sysroot = execFileSync(proxy, ['--print', 'sysroot'], { encoding: 'utf8', timeout: 10000 }).trim();
    const real = join(sysroot, 'bin', tool);
    return isExecutable(real) ? { path: real, mounts: [sysroot] } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Finds a tool the way a box will see it: first in the system directories, then in the host's
 * PATH and the usual per-user toolchain homes, adding the read-only mount it needs.
 */
export function resolveTool(name: string): ResolvedTool | undefined {
  if (name.startsWith('/')) return isExecutable(name) ? { path: name, mounts: [] } : undefined;
  for (const dir of BOX_PATH) {
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return { path: candidate, mounts: [] };
  }
  const home = process.env.HOME ?? '/root';
  const hostDirs = [
    ...(process.env.PATH ?? '').split(':').filter(Boolean),
    join(home, '.cargo', 'bin'),
    '/usr/local/go/bin',
    '/usr/lib/go/bin',
  ];
  for (const dir of hostDirs) {
    const candidate = join(dir, name);
    if (!isExecutable(candidate) || isShim(candidate)) continue;
    if (candidate.includes('/.cargo/bin/')) {
      const rust = resolveRustup(candidate, name);
      if (rust) return rust;
      continue;
    }
    const real = realpathSync(candidate);
    if (SYSTEM_PREFIXES.some((prefix) => real.startsWith(prefix))) return { path: real, mounts: [] };
    // e.g. /opt/go/bin/go → mount /opt/go
    return { path: real, mounts: [dirname(dirname(real))] };
  }
  return undefined;
}
