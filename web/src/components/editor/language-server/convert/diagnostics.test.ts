import { describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { MONACO_ENUMS } from '@/test/monaco-enums';
import { toMarkers } from './diagnostics';

const RANGE = { start: { line: 0, character: 4 }, end: { line: 1, character: 0 } };
const marker = (diagnostic: Partial<Diagnostic>) =>
  toMarkers([{ range: RANGE, message: 'm', ...diagnostic }], MONACO_ENUMS)[0];

describe('toMarkers', () => {
  it.each([
    [1, 8],
    [2, 4],
    [3, 2],
    [4, 1],
    [undefined, 8],
  ] as const)('maps LSP severity %s to Monaco severity %i', (severity, expected) => {
    expect(marker({ severity }).severity).toBe(expected);
  });

  it('places the marker on Monaco lines and columns', () => {
    expect(marker({})).toMatchObject({ startLineNumber: 1, startColumn: 5, endLineNumber: 2, endColumn: 1 });
  });

  it('reads the text of a MarkupContent message (LSP 3.18)', () => {
    expect(marker({ message: { kind: 'markdown', value: 'use of undeclared identifier' } }).message).toBe(
      'use of undeclared identifier',
    );
    expect(marker({ message: "expected ';'" }).message).toBe("expected ';'");
  });

  it('keeps the source, the code as text, and the tags', () => {
    expect(marker({ source: 'clang', code: 42, tags: [1, 2] })).toMatchObject({
      source: 'clang',
      code: '42',
      tags: [1, 2],
    });
    expect(marker({}).code).toBeUndefined();
  });
});
