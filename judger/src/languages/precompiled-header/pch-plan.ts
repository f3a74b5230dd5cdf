import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { PrecompiledHeaderSpec } from '@verdict/common';

/** What tells one compiler build from another (a .gch only fits the compiler that wrote it). */
export interface CompilerIdentity {
  /** `-dumpfullversion`, e.g. 12.2.0. */
  version: string;
  /** First line of `--version`, which also names the distribution's package revision. */
  build: string;
  /** `-dumpmachine`, e.g. x86_64-linux-gnu. */
  machine: string;
}

/** One precompiled header: where it lives in the cache and how the box builds it. */
export interface PchPlan {
  /** Directory name under the cache root, from the compiler and the exact flags. */
  key: string;
  /** Put first on the include path (`-I`) once the .gch is in place. */
  includeDir: string;
  /** `<includeDir>/<header>.gch`: where GCC looks for it. */
  gchPath: string;
  header: string;
  /** Run in the box's /w: builds PCH_OUTPUT from PCH_SOURCE, a one-line wrapper of the header. */
  buildArgv: string[];
}

/** The compiler picks C or C++ from the driver (gcc / g++) for a `.h` file. */
export const PCH_SOURCE = 'precompiled.h';
export const PCH_OUTPUT = 'precompiled.h.gch';

/**
 * Keyed by the compiler's identity, its path and the exact flags, so a compiler upgrade or a
 * changed flag gets a fresh .gch and everything else reuses the one on disk.
 */
export function pchPlan(
  root: string,
  compiler: string,
  identity: CompilerIdentity,
  spec: PrecompiledHeaderSpec,
): PchPlan {
  const digest = createHash('sha256')
    .update(
      JSON.stringify([compiler, identity.version, identity.build, identity.machine, spec.header, spec.flags]),
    )
    .digest('hex')
    .slice(0, 16);
  const key = `${identity.version.replace(/[^\w.-]/g, '_')}-${digest}`;
  const includeDir = join(root, key);
  return {
    key,
    includeDir,
    gchPath: join(includeDir, `${spec.header}.gch`),
    header: spec.header,
    buildArgv: [compiler, ...spec.flags, PCH_SOURCE, '-o', PCH_OUTPUT],
  };
}
