import type * as monaco from 'monaco-editor/editor';
import type { Hover } from 'vscode-languageserver-protocol';
import { toMarkdown } from './markdown';
import { toMonacoRange } from './positions';

export function toHover(hover: Hover | null): monaco.languages.Hover | null {
  if (!hover) return null;
  const parts = Array.isArray(hover.contents) ? hover.contents : [hover.contents];
  const contents = parts.map(toMarkdown).filter((part) => part.value.trim() !== '');
  if (contents.length === 0) return null;
  return { contents, range: hover.range ? toMonacoRange(hover.range) : undefined };
}
