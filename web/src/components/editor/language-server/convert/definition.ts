import type * as monaco from 'monaco-editor/editor';
import type { Definition, LocationLink } from 'vscode-languageserver-protocol';
import { toMonacoRange } from './positions';

/**
 * The definitions inside the edited file, placed in the editor's model. The session has one file,
 * known to the server by `documentUri` and to Monaco by the model's own URI; definitions elsewhere
 * (a system header) cannot be opened in the page and are left out.
 */
export function toLocationsInDocument(
  result: Definition | LocationLink[] | null,
  documentUri: string,
  modelUri: monaco.Uri,
): monaco.languages.Location[] {
  const found = !result ? [] : Array.isArray(result) ? result : [result];
  return found
    .map((location) =>
      'targetUri' in location ? { uri: location.targetUri, range: location.targetSelectionRange } : location,
    )
    .filter((location) => location.uri === documentUri)
    .map((location) => ({ uri: modelUri, range: toMonacoRange(location.range) }));
}
