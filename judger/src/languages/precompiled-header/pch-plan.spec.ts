import { findLanguage } from '@verdict/common';
import { pchPlan, PCH_OUTPUT, PCH_SOURCE, type CompilerIdentity } from './pch-plan';

const GCC_12: CompilerIdentity = {
  version: '12.2.0',
  build: 'g++ (Debian 12.2.0-14+deb12u1) 12.2.0',
  machine: 'x86_64-linux-gnu',
};
const header = (name: string) => findLanguage(name)!.compile!.precompiledHeader!;
const plan = (name: string, identity = GCC_12, compiler = '/usr/bin/g++') =>
  pchPlan('/cache/pch', compiler, identity, header(name));

describe('pchPlan', () => {
  it('builds with exactly the flags the compile command uses', () => {
    const cpp17 = findLanguage('C++ 17 With O2')!.compile!;
    const flags = cpp17.command.slice(1, cpp17.command.indexOf('{src}'));
    expect(plan('C++ 17 With O2').buildArgv).toEqual([
      '/usr/bin/g++',
      ...flags,
      PCH_SOURCE,
      '-o',
      PCH_OUTPUT,
    ]);
  });

  it('puts the .gch where GCC looks for the header, under a key naming the version', () => {
    const { key, includeDir, gchPath } = plan('C++');
    expect(key).toMatch(/^12\.2\.0-[0-9a-f]{16}$/);
    expect(includeDir).toBe(`/cache/pch/${key}`);
    expect(gchPath).toBe(`/cache/pch/${key}/bits/stdc++.h.gch`);
  });

  it('gives every C++ variant its own key', () => {
    const names = ['C++', 'C++ With O2', 'C++ 17', 'C++ 17 With O2', 'C++ 20', 'C++ 20 With O2'];
    expect(new Set(names.map((name) => plan(name).key)).size).toBe(names.length);
  });

  it.each<[string, Partial<CompilerIdentity>, string]>([
    ['a new compiler version', { version: '12.3.0' }, '/usr/bin/g++'],
    [
      'a new package revision of the same version',
      { build: 'g++ (Debian 12.2.0-14+deb12u2) 12.2.0' },
      '/usr/bin/g++',
    ],
    ['another target', { machine: 'aarch64-linux-gnu' }, '/usr/bin/g++'],
    ['another compiler binary', {}, '/usr/local/bin/g++'],
  ])('changes the key for %s', (_name, change, compiler) => {
    expect(plan('C++', { ...GCC_12, ...change }, compiler).key).not.toBe(plan('C++').key);
  });

  it('keeps the key when nothing changed (restarts reuse the cache)', () => {
    expect(plan('C++ 20').key).toBe(plan('C++ 20').key);
  });
});
