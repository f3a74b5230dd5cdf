import { findLanguage, type LanguageSpec } from '@verdict/common';
import pino from 'pino';
import type { Sandbox } from '../../sandbox/sandbox';
import type { ResolvedLanguage } from '../language-registry';
import { PrecompiledHeaders } from './precompiled-headers';

function language(name: string): ResolvedLanguage {
  const spec = findLanguage(name) as LanguageSpec;
  const compile = spec.compile && {
    ...spec.compile,
    argv: ['/usr/bin/g++', ...spec.compile.command.slice(1)],
  };
  return { spec, compile, run: { argv: spec.run }, env: {}, mounts: [] };
}

function recordingSandbox(): Sandbox & { mounts: string[] } {
  const mounts: string[] = [];
  return {
    mounts,
    info: { backend: 'namespace', cgroup: 'none', unprivileged: false, notes: [] },
    addReadOnlyMount: (path) => mounts.push(path),
    openSlot: () => Promise.reject(new Error('no slots here')),
    close: () => Promise.resolve(),
  };
}

describe('PrecompiledHeaders without a usable cache', () => {
  const log = pino({ level: 'silent' });

  it.each([
    ['no language has a header', '/var/lib/verdict/cache', ['C', 'Python3']],
    ['the cache is under /tmp, which every box replaces with its own', '/tmp/verdict/cache', ['C++']],
    ['the cache is under /w', '/w/cache', ['C++']],
  ])('mounts nothing and changes no language when %s', (_name, cacheDir, names) => {
    const headers = new PrecompiledHeaders(cacheDir, log);
    const sandbox = recordingSandbox();
    const languages = names.map(language);
    headers.mountInto(sandbox, languages);
    expect(sandbox.mounts).toEqual([]);
    for (const plain of languages) expect(headers.attach(plain)).toBe(plain);
  });
});
