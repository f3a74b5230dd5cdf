import type { EntrySpec } from '@verdict/common';
import { javaClassNames } from './java-class-names';
import { scalaMainObject } from './scala-object-names';
import type { ResolvedLanguage } from './language-registry';

interface EntryNames {
  fileClass?: string;
  mainClass?: string;
}

const READERS: Record<EntrySpec['reader'], (code: string) => EntryNames> = {
  java: (code) => {
    const { publicClass, mainClass } = javaClassNames(code);
    return { fileClass: publicClass ?? mainClass, mainClass: mainClass ?? publicClass };
  },
  scala: (code) => {
    const mainObject = scalaMainObject(code);
    return { fileClass: mainObject, mainClass: mainObject };
  },
};

/**
 * The language as it builds and runs this source: `{fileClass}` and `{mainClass}` in the file
 * names and commands filled in from the source (the table's fallback when it names none).
 * Languages without an `entry` come back unchanged.
 */
export function bindToSource(language: ResolvedLanguage, code: string): ResolvedLanguage {
  const { entry } = language.spec;
  if (!entry) return language;
  const found = READERS[entry.reader](code);
  const fileClass = found.fileClass ?? entry.fallback;
  const mainClass = found.mainClass ?? entry.fallback;
  // Identifiers hold no braces, so filling one placeholder never creates the other.
  const fill = (text: string) =>
    text.replaceAll('{fileClass}', fileClass).replaceAll('{mainClass}', mainClass);
  return {
    ...language,
    spec: { ...language.spec, src: fill(language.spec.src), exe: fill(language.spec.exe) },
    compile: language.compile && { ...language.compile, argv: language.compile.argv.map(fill) },
    run: { argv: language.run.argv.map(fill) },
  };
}
