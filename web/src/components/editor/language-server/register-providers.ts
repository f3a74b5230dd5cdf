/**
 * Monaco's completion, hover, signature help and go-to-definition, answered by the language
 * server, for the session's model only: providers are registered per Monaco language, and any
 * other editor of the same language on the page (a read-only code view) is left alone.
 */
import type * as monaco from 'monaco-editor/editor';
import type {
  CompletionItem,
  CompletionList,
  Definition,
  Hover,
  LocationLink,
  SignatureHelp,
} from 'vscode-languageserver-protocol';
import { toCompletionList } from './convert/completion';
import { toLocationsInDocument } from './convert/definition';
import { toHover } from './convert/hover';
import { monacoEnums } from './convert/monaco-enums';
import { toLspPosition } from './convert/positions';
import { toSignatureHelp } from './convert/signature-help';
import type { LanguageClient } from './language-client';

/** Monaco counts completion triggers from 0 (Invoke), LSP from 1 (Invoked). */
const toLspTriggerKind = (kind: monaco.languages.CompletionTriggerKind) => kind + 1;

export function registerProviders(
  api: typeof monaco,
  client: LanguageClient,
  /** The Monaco language of the model (`cpp`, `python`): what Monaco looks providers up by. */
  monacoLanguage: string,
): monaco.IDisposable {
  const { model, uri } = client.document;
  const { capabilities } = client;
  const enums = monacoEnums(api);
  const at = (position: monaco.IPosition) => ({ textDocument: { uri }, position: toLspPosition(position) });
  const registered: monaco.IDisposable[] = [];

  if (capabilities.completionProvider) {
    registered.push(
      api.languages.registerCompletionItemProvider(monacoLanguage, {
        triggerCharacters: capabilities.completionProvider.triggerCharacters,
        provideCompletionItems: async (target, position, context, token) => {
          if (target !== model) return undefined;
          const word = target.getWordUntilPosition(position);
          const wordRange = {
            startLineNumber: position.lineNumber,
            endLineNumber: position.lineNumber,
            startColumn: word.startColumn,
            endColumn: word.endColumn,
          };
          const result = await client.request<CompletionList | CompletionItem[] | null>(
            'textDocument/completion',
            {
              ...at(position),
              context: {
                triggerKind: toLspTriggerKind(context.triggerKind),
                triggerCharacter: context.triggerCharacter,
              },
            },
            token,
          );
          return toCompletionList(result, wordRange, enums);
        },
      }),
    );
  }
  if (capabilities.hoverProvider) {
    registered.push(
      api.languages.registerHoverProvider(monacoLanguage, {
        provideHover: async (target, position, token) =>
          target === model
            ? toHover(await client.request<Hover>('textDocument/hover', at(position), token))
            : null,
      }),
    );
  }
  if (capabilities.signatureHelpProvider) {
    const { triggerCharacters, retriggerCharacters } = capabilities.signatureHelpProvider;
    registered.push(
      api.languages.registerSignatureHelpProvider(monacoLanguage, {
        signatureHelpTriggerCharacters: triggerCharacters ?? ['(', ','],
        signatureHelpRetriggerCharacters: retriggerCharacters,
        provideSignatureHelp: async (target, position, token) =>
          target === model
            ? toSignatureHelp(
                await client.request<SignatureHelp>('textDocument/signatureHelp', at(position), token),
              )
            : null,
      }),
    );
  }
  if (capabilities.definitionProvider) {
    registered.push(
      api.languages.registerDefinitionProvider(monacoLanguage, {
        provideDefinition: async (target, position, token) => {
          if (target !== model) return null;
          const found = await client.request<Definition | LocationLink[]>(
            'textDocument/definition',
            at(position),
            token,
          );
          return toLocationsInDocument(found, uri, model.uri);
        },
      }),
    );
  }
  return { dispose: () => registered.forEach((provider) => provider.dispose()) };
}
