import { execFileSync } from 'node:child_process';
import type { CompilerIdentity } from './pch-plan';

const known = new Map<string, CompilerIdentity | undefined>();

function ask(compiler: string, flag: string): string {
  return execFileSync(compiler, [flag], { encoding: 'utf8', timeout: 10000 }).split('\n')[0].trim();
}

/** The compiler's version, build and target, asked once per process (undefined when it fails). */
export function compilerIdentity(compiler: string): CompilerIdentity | undefined {
  if (!known.has(compiler)) {
    try {
      known.set(compiler, {
        version: ask(compiler, '-dumpfullversion'),
        build: ask(compiler, '--version'),
        machine: ask(compiler, '-dumpmachine'),
      });
    } catch {
      known.set(compiler, undefined);
    }
  }
  return known.get(compiler);
}
