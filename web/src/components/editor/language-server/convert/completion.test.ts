import { describe, expect, it } from 'vitest';
import type { CompletionItem, CompletionList } from 'vscode-languageserver-protocol';
import { MONACO_ENUMS } from '@/test/monaco-enums';
import { toCompletionKind, toCompletionList } from './completion';

const WORD = { startLineNumber: 3, startColumn: 10, endLineNumber: 3, endColumn: 13 };
const only = (item: CompletionItem) => toCompletionList([item], WORD, MONACO_ENUMS).suggestions[0];

describe('toCompletionKind', () => {
  it.each([
    [1, 'Text', 18],
    [2, 'Method', 0],
    [3, 'Function', 1],
    [7, 'Class', 5],
    [9, 'Module', 8],
    [14, 'Keyword', 17],
    [15, 'Snippet', 28],
    [21, 'Constant', 14],
    [22, 'Struct', 6],
    [25, 'TypeParameter', 24],
  ])('maps LSP kind %i (%s) to Monaco %i by name', (kind, _name, monacoKind) => {
    expect(toCompletionKind(kind, MONACO_ENUMS)).toBe(monacoKind);
  });

  it('maps every LSP kind to a Monaco kind, never to Tool', () => {
    const kinds = Array.from({ length: 25 }, (_, index) => toCompletionKind(index + 1, MONACO_ENUMS));
    expect(kinds.every((kind) => typeof kind === 'number')).toBe(true);
    expect(kinds).not.toContain(27);
    expect(new Set(kinds).size).toBe(25);
  });

  it('takes a missing or unknown kind as text', () => {
    expect(toCompletionKind(undefined, MONACO_ENUMS)).toBe(18);
    expect(toCompletionKind(99, MONACO_ENUMS)).toBe(18);
  });
});

describe('toCompletionList', () => {
  it('converts an edit range from LSP (0-based) to Monaco (1-based)', () => {
    const item = only({
      label: ' vector',
      kind: 7,
      filterText: 'vector',
      textEdit: {
        range: { start: { line: 4, character: 9 }, end: { line: 4, character: 12 } },
        newText: 'vector',
      },
    });
    expect(item.range).toEqual({ startLineNumber: 5, startColumn: 10, endLineNumber: 5, endColumn: 13 });
    expect(item.insertText).toBe('vector');
    expect(item.filterText).toBe('vector');
    expect(item.kind).toBe(5);
  });

  it('gives an insert-or-replace edit both ranges', () => {
    const item = only({
      label: 'size',
      textEdit: {
        newText: 'size',
        insert: { start: { line: 0, character: 2 }, end: { line: 0, character: 4 } },
        replace: { start: { line: 0, character: 2 }, end: { line: 0, character: 6 } },
      },
    });
    expect(item.range).toEqual({
      insert: { startLineNumber: 1, startColumn: 3, endLineNumber: 1, endColumn: 5 },
      replace: { startLineNumber: 1, startColumn: 3, endLineNumber: 1, endColumn: 7 },
    });
  });

  it('replaces the typed word when an item has no edit, inserting its insertText or label', () => {
    expect(only({ label: 'print', insertText: 'print()' })).toMatchObject({
      range: WORD,
      insertText: 'print()',
    });
    expect(only({ label: 'input' })).toMatchObject({ range: WORD, insertText: 'input' });
  });

  it('marks snippets, deprecated items and extra edits', () => {
    const item = only({
      label: 'push_back',
      insertText: 'push_back(${1:value})',
      insertTextFormat: 2,
      tags: [1],
      additionalTextEdits: [
        {
          range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
          newText: '#include <vector>\n',
        },
      ],
    });
    expect(item.insertTextRules).toBe(4);
    expect(item.tags).toEqual([1]);
    expect(item.additionalTextEdits).toEqual([
      {
        range: { startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 1 },
        text: '#include <vector>\n',
      },
    ]);
    expect(only({ label: 'gets', deprecated: true }).tags).toEqual([1]);
    expect(only({ label: 'plain' })).toMatchObject({ insertTextRules: undefined, tags: undefined });
  });

  it('shows markdown documentation as markdown and plain documentation as plain text', () => {
    expect(only({ label: 'a', documentation: { kind: 'markdown', value: '**x**' } }).documentation).toEqual({
      value: '**x**',
    });
    expect(only({ label: 'b', documentation: { kind: 'plaintext', value: '*y*' } }).documentation).toBe(
      '*y*',
    );
    expect(only({ label: 'c', documentation: 'z' }).documentation).toBe('z');
  });

  it('keeps a list incomplete when the server says so, and answers nothing for no result', () => {
    const list: CompletionList = { isIncomplete: true, items: [{ label: 'vector' }] };
    expect(toCompletionList(list, WORD, MONACO_ENUMS)).toMatchObject({ incomplete: true });
    expect(toCompletionList([{ label: 'vector' }], WORD, MONACO_ENUMS).incomplete).toBe(false);
    expect(toCompletionList(null, WORD, MONACO_ENUMS)).toEqual({ incomplete: false, suggestions: [] });
  });
});
