import type * as monaco from 'monaco-editor/editor';
import type { CompletionItem, CompletionList } from 'vscode-languageserver-protocol';
import { toDocumentation } from './markdown';
import type { MonacoEnums } from './monaco-enums';
import { toMonacoRange } from './positions';

type KindName = keyof MonacoEnums['CompletionItemKind'];

/**
 * LSP's completion kinds in their protocol order (index = the LSP number), mapped to Monaco's by
 * name: Monaco numbers its kinds differently and adds new ones between releases (0.57 added
 * `Tool`), so no arithmetic on the numbers is safe.
 */
const LSP_KIND_NAMES: readonly (KindName | undefined)[] = [
  undefined,
  'Text',
  'Method',
  'Function',
  'Constructor',
  'Field',
  'Variable',
  'Class',
  'Interface',
  'Module',
  'Property',
  'Unit',
  'Value',
  'Enum',
  'Keyword',
  'Snippet',
  'Color',
  'File',
  'Reference',
  'Folder',
  'EnumMember',
  'Constant',
  'Struct',
  'Event',
  'Operator',
  'TypeParameter',
];

const SNIPPET_FORMAT = 2;
const DEPRECATED_TAG = 1;

export function toCompletionKind(
  kind: number | undefined,
  enums: MonacoEnums,
): monaco.languages.CompletionItemKind {
  const name = LSP_KIND_NAMES[kind ?? 1] ?? 'Text';
  return enums.CompletionItemKind[name];
}

function toItem(
  item: CompletionItem,
  wordRange: monaco.IRange,
  enums: MonacoEnums,
): monaco.languages.CompletionItem {
  const edit = item.textEdit;
  const range = !edit
    ? wordRange
    : 'range' in edit
      ? toMonacoRange(edit.range)
      : { insert: toMonacoRange(edit.insert), replace: toMonacoRange(edit.replace) };
  const deprecated = item.deprecated === true || item.tags?.includes(DEPRECATED_TAG) === true;
  return {
    label: item.label,
    kind: toCompletionKind(item.kind, enums),
    detail: item.detail,
    documentation: toDocumentation(item.documentation),
    insertText: edit ? edit.newText : (item.insertText ?? item.label),
    insertTextRules:
      item.insertTextFormat === SNIPPET_FORMAT
        ? enums.CompletionItemInsertTextRule.InsertAsSnippet
        : undefined,
    range,
    sortText: item.sortText,
    filterText: item.filterText,
    preselect: item.preselect,
    commitCharacters: item.commitCharacters,
    tags: deprecated ? [enums.CompletionItemTag.Deprecated] : undefined,
    additionalTextEdits: item.additionalTextEdits?.map((extra) => ({
      range: toMonacoRange(extra.range),
      text: extra.newText,
    })),
  };
}

/** `wordRange` is what an item without its own edit replaces: the word typed so far. */
export function toCompletionList(
  result: CompletionList | CompletionItem[] | null,
  wordRange: monaco.IRange,
  enums: MonacoEnums,
): monaco.languages.CompletionList {
  const items = !result ? [] : Array.isArray(result) ? result : result.items;
  return {
    // An incomplete list is asked for again as the word grows (clangd sends its best 100).
    incomplete: !Array.isArray(result) && result?.isIncomplete === true,
    suggestions: items.map((item) => toItem(item, wordRange, enums)),
  };
}
