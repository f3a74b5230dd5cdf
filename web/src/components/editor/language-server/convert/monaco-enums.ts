import type * as monaco from 'monaco-editor/editor';

/**
 * The Monaco enums the conversions read. They come from the editor's own Monaco, so the
 * conversions load nothing themselves and their tests need not start an editor.
 */
export interface MonacoEnums {
  CompletionItemKind: typeof monaco.languages.CompletionItemKind;
  CompletionItemInsertTextRule: typeof monaco.languages.CompletionItemInsertTextRule;
  CompletionItemTag: typeof monaco.languages.CompletionItemTag;
  MarkerSeverity: typeof monaco.MarkerSeverity;
  MarkerTag: typeof monaco.MarkerTag;
}

export function monacoEnums(api: typeof monaco): MonacoEnums {
  const { languages, MarkerSeverity, MarkerTag } = api;
  return {
    CompletionItemKind: languages.CompletionItemKind,
    CompletionItemInsertTextRule: languages.CompletionItemInsertTextRule,
    CompletionItemTag: languages.CompletionItemTag,
    MarkerSeverity,
    MarkerTag,
  };
}
