/**
 * LSP documentation as Monaco renders it. Markdown passes through (Monaco neither runs its HTML
 * nor trusts its command links); plain text is put in a code fence, so that `*`, `_` or `#` in a
 * signature or a docstring show as written instead of as formatting.
 */
import type * as monaco from 'monaco-editor/editor';
import type { MarkedString, MarkupContent } from 'vscode-languageserver-protocol';

/** A fence longer than any run of backticks in the text, so the text cannot close it. */
function fenced(text: string, language = ''): string {
  const longestRun = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return `${fence}${language}\n${text}\n${fence}`;
}

export function toMarkdown(content: MarkupContent | MarkedString): monaco.IMarkdownString {
  if (typeof content === 'string') return { value: content };
  if ('kind' in content)
    return { value: content.kind === 'markdown' ? content.value : fenced(content.value) };
  return { value: fenced(content.value, content.language) };
}

/** Completion and signature documentation: Monaco shows a plain string as plain text already. */
export function toDocumentation(
  documentation: string | MarkupContent | undefined,
): string | monaco.IMarkdownString | undefined {
  if (documentation === undefined || typeof documentation === 'string') return documentation;
  return documentation.kind === 'markdown' ? { value: documentation.value } : documentation.value;
}
