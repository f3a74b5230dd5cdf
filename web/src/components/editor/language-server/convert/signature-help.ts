import type * as monaco from 'monaco-editor/editor';
import type { SignatureHelp } from 'vscode-languageserver-protocol';
import { toDocumentation } from './markdown';

export function toSignatureHelp(help: SignatureHelp | null): monaco.languages.SignatureHelpResult | null {
  if (!help || help.signatures.length === 0) return null;
  return {
    value: {
      activeSignature: help.activeSignature ?? 0,
      activeParameter: help.activeParameter ?? 0,
      signatures: help.signatures.map((signature) => ({
        label: signature.label,
        documentation: toDocumentation(signature.documentation),
        activeParameter: signature.activeParameter ?? undefined,
        // A label is a string or, with `labelOffsetSupport`, its [start, end) in the signature.
        parameters: (signature.parameters ?? []).map((parameter) => ({
          label: parameter.label,
          documentation: toDocumentation(parameter.documentation),
        })),
      })),
    },
    dispose: () => undefined,
  };
}
