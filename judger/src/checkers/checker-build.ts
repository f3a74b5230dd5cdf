import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type LanguageSpec } from '@verdict/common';
import { resolveLanguage, isResolved, type ResolvedLanguage } from '../languages/language-registry';

export type CheckerKind = 'checker' | 'interactor';

export const OWN_TESTLIB_PATH = join(__dirname, 'include', 'testlib.h');
/** Where a judge host may have installed the real testlib.h (already visible inside boxes). */
const HOST_TESTLIB_PATHS = ['/usr/local/include/testlib.h', '/usr/include/testlib.h'];

export function hostTestlib(): string | undefined {
  return HOST_TESTLIB_PATHS.find((path) => existsSync(path));
}

/** testlib.h to drop beside a checker's source, or none when the host's real one is on the path. */
export function testlibFiles(): Record<string, Buffer> {
  return hostTestlib() ? {} : { 'testlib.h': readFileSync(OWN_TESTLIB_PATH) };
}

/**
 * Checkers and interactors are C or C++ (HOJ's SPJ-C / SPJ-C++ language entries), built with -O2 and a
 * modern standard so testlib-based code compiles. Any checker-capable language of the table is
 * accepted by name, with "C" / "C++" as HOJ sends them.
 */
export function checkerLanguage(name: string, kind: CheckerKind): ResolvedLanguage | undefined {
  const family =
    /^c\b|^c with/i.test(name) && !/\+\+/.test(name) ? 'c' : /\+\+|cpp/i.test(name) ? 'cpp' : undefined;
  if (!family) return undefined;
  const base = LANGUAGES.find((l) => l.name === (family === 'c' ? 'C' : 'C++'));
  if (!base?.compile) return undefined;
  const compiler = family === 'c' ? 'gcc' : 'g++';
  const std = family === 'c' ? 'c11' : 'c++17';
  const spec: LanguageSpec = {
    ...base,
    src: family === 'c' ? `${kind}.c` : `${kind}.cpp`,
    exe: kind,
    compile: {
      ...base.compile,
      command: [
        compiler,
        '-DONLINE_JUDGE',
        '-O2',
        '-w',
        '-fmax-errors=3',
        `-std=${std}`,
        '{src}',
        '-lm',
        '-o',
        '{exe}',
      ],
      cpuSeconds: 30,
      wallSeconds: 60,
      memoryMb: 1024,
    },
    run: [`./${kind}`],
  };
  const resolved = resolveLanguage(spec);
  return isResolved(resolved) ? resolved : undefined;
}
