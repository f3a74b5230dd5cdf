import { findLanguage, type LanguageSpec } from '@verdict/common';
import { bindToSource } from './bind-to-source';
import type { ResolvedLanguage } from './language-registry';

/** A table language as resolveLanguage leaves it: {src} and {exe} filled, tools absolute. */
function resolved(name: string): ResolvedLanguage {
  const spec = findLanguage(name) as LanguageSpec;
  const fill = (argv: string[]) =>
    argv.map((a) => a.replaceAll('{src}', spec.src).replaceAll('{exe}', spec.exe));
  return {
    spec,
    compile: spec.compile && { ...spec.compile, argv: fill(spec.compile.command) },
    run: { argv: fill(spec.run) },
    env: {},
    mounts: [],
  };
}

const program = (language: ResolvedLanguage) => ({
  src: language.spec.src,
  exe: language.spec.exe,
  compile: language.compile?.argv.at(-1),
  run: language.run.argv.at(-1),
});

describe('bindToSource', () => {
  it.each([
    ['the template', findLanguage('Java')!.template, ['Main.java', 'Main.class', 'Main.java', 'Main']],
    [
      'a public class Hello',
      'public class Hello { public static void main(String[] a) {} }',
      ['Hello.java', 'Hello.class', 'Hello.java', 'Hello'],
    ],
    [
      'no public class',
      'class Sol { public static void main(String[] a) {} }',
      ['Sol.java', 'Sol.class', 'Sol.java', 'Sol'],
    ],
    [
      'a public class without main',
      'public class Lib {}\nclass Run { static void main(String[] a) {} }',
      ['Lib.java', 'Run.class', 'Lib.java', 'Run'],
    ],
    ['no class at all: the fallback', 'garbage', ['Main.java', 'Main.class', 'Main.java', 'Main']],
  ])('Java, %s', (_name, code, [src, exe, compileSource, runClass]) => {
    expect(program(bindToSource(resolved('Java'), code))).toEqual({
      src,
      exe,
      compile: compileSource,
      run: runClass,
    });
  });

  it('keeps the per-compile arguments hook', () => {
    const java = resolved('Java');
    const extraArgs = () => ['-g'];
    const bound = bindToSource({ ...java, compile: { ...java.compile!, extraArgs } }, 'class A {}');
    expect(bound.compile?.extraArgs).toBe(extraArgs);
  });

  it('leaves languages without entry names as they are', () => {
    const cpp = resolved('C++');
    expect(bindToSource(cpp, 'public class Hello {}')).toBe(cpp);
  });
});
