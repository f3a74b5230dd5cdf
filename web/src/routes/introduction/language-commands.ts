/** A language's compile and run commands as the introduction page prints them. */
import type { LanguageSpec } from '@verdict/common';

/** The command with its file names filled in; the memory limit stays a named placeholder. */
export function commandLine(spec: LanguageSpec, argv: readonly string[], memoryLabel: string): string {
  const fallback = spec.entry?.fallback ?? 'Main';
  const fill = (text: string) =>
    text
      .replace(/\{fileClass\}|\{mainClass\}/g, fallback)
      .replace(/\{src\}/g, spec.src)
      .replace(/\{exe\}/g, spec.exe)
      .replace(/\{memoryMb\}/g, memoryLabel);
  return argv.map(fill).join(' ');
}
