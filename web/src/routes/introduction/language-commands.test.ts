import { describe, expect, it } from 'vitest';
import { findLanguage, type LanguageSpec } from '@verdict/common';
import { commandLine } from './language-commands';

const spec = (name: string): LanguageSpec => {
  const found = findLanguage(name);
  if (!found) throw new Error(`no language ${name}`);
  return found;
};

describe('commandLine', () => {
  it('fills the source and program names into the command', () => {
    const python = spec('Python3');
    expect(commandLine(python, python.compile?.command ?? [], 'M')).toBe('python3 -m py_compile main.py');
    expect(commandLine(python, python.run, 'M')).toBe('python3 main.py');
  });

  it('names the Java class by its fallback and the memory limit by the given label', () => {
    const java = spec('Java');
    const run = commandLine(java, java.run, '<memory>');
    expect(run).not.toMatch(/\{/);
    expect(run).toContain('-XX:MaxRAM=<memory>m');
    expect(run).toMatch(/ Main$/);
  });
});
