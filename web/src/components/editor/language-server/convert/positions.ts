/**
 * LSP positions count lines and UTF-16 characters from 0; Monaco counts lines and columns from 1
 * (also in UTF-16 code units), so a position converts by adding or taking one on each axis.
 */
import type * as monaco from 'monaco-editor/editor';
import type { Position, Range } from 'vscode-languageserver-protocol';

export function toMonacoRange(range: Range): monaco.IRange {
  return {
    startLineNumber: range.start.line + 1,
    startColumn: range.start.character + 1,
    endLineNumber: range.end.line + 1,
    endColumn: range.end.character + 1,
  };
}

export function toLspPosition(position: monaco.IPosition): Position {
  return { line: position.lineNumber - 1, character: position.column - 1 };
}

export function toLspRange(range: monaco.IRange): Range {
  return {
    start: { line: range.startLineNumber - 1, character: range.startColumn - 1 },
    end: { line: range.endLineNumber - 1, character: range.endColumn - 1 },
  };
}
