import type * as monaco from 'monaco-editor/editor';
import { describe, expect, it } from 'vitest';
import { toLocationsInDocument } from './definition';

const DOCUMENT = 'file:///workspace/main.cpp';
const MODEL_URI = { toString: () => 'inmemory://model/1' } as unknown as monaco.Uri;
const range = (line: number) => ({ start: { line, character: 4 }, end: { line, character: 7 } });

describe('toLocationsInDocument', () => {
  it('places a definition in the file on the editor model', () => {
    expect(toLocationsInDocument({ uri: DOCUMENT, range: range(2) }, DOCUMENT, MODEL_URI)).toEqual([
      { uri: MODEL_URI, range: { startLineNumber: 3, startColumn: 5, endLineNumber: 3, endColumn: 8 } },
    ]);
  });

  it('uses the selection range of a location link', () => {
    const link = { targetUri: DOCUMENT, targetRange: range(0), targetSelectionRange: range(5) };
    expect(toLocationsInDocument([link], DOCUMENT, MODEL_URI)[0].range.startLineNumber).toBe(6);
  });

  it('leaves out definitions in other files, such as system headers', () => {
    const found = [
      { uri: 'file:///usr/include/c++/12/bits/stl_vector.h', range: range(400) },
      { uri: DOCUMENT, range: range(1) },
    ];
    expect(toLocationsInDocument(found, DOCUMENT, MODEL_URI)).toHaveLength(1);
    expect(toLocationsInDocument(null, DOCUMENT, MODEL_URI)).toEqual([]);
  });
});
