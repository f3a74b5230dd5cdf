import type * as monaco from 'monaco-editor/editor';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { MonacoEnums } from './monaco-enums';
import { toMonacoRange } from './positions';

const UNNECESSARY_TAG = 1;

function toSeverity(severity: Diagnostic['severity'], enums: MonacoEnums): monaco.MarkerSeverity {
  switch (severity) {
    case 2:
      return enums.MarkerSeverity.Warning;
    case 3:
      return enums.MarkerSeverity.Info;
    case 4:
      return enums.MarkerSeverity.Hint;
    default:
      // 1, or none given: the protocol leaves a missing severity to the client; an error is safest.
      return enums.MarkerSeverity.Error;
  }
}

export function toMarkers(
  diagnostics: readonly Diagnostic[],
  enums: MonacoEnums,
): monaco.editor.IMarkerData[] {
  return diagnostics.map((diagnostic) => ({
    ...toMonacoRange(diagnostic.range),
    // LSP 3.18 allows MarkupContent here; a marker shows plain text, so its source text is used.
    message: typeof diagnostic.message === 'string' ? diagnostic.message : diagnostic.message.value,
    severity: toSeverity(diagnostic.severity, enums),
    source: diagnostic.source,
    code: diagnostic.code === undefined ? undefined : String(diagnostic.code),
    tags: diagnostic.tags?.map((tag) =>
      tag === UNNECESSARY_TAG ? enums.MarkerTag.Unnecessary : enums.MarkerTag.Deprecated,
    ),
  }));
}
