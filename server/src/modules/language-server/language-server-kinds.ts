import { findLanguage, hasLanguageServer, LANGUAGE_SERVER_ROOT_URI } from '@verdict/common';
import type { RpcMessage } from './client-messages';

/** How one judge language's editor session runs: which server, on which file, with which files beside it. */
export interface LanguageServerKind {
  /** The server's argv inside the sandbox. */
  command: string[];
  /** The edited file's name in the session's folder, as the judge names the source. */
  file: string;
  /** The LSP language id the document is opened with. */
  languageId: string;
  /** Files written beside it before the server starts (clangd's compile flags). */
  files: Record<string, string>;
  /** Sent to the server after the editor's `initialized` (settings the editor does not know of). */
  afterInitialized: RpcMessage[];
}

/**
 * clangd reads `compile_flags.txt` beside the file: the judge's own compile flags, so the editor
 * warns about what the judge would refuse (the standard, `-O2`, `ONLINE_JUDGE`). Background
 * indexing is off (one file, no project) and the preamble stays in memory (no writes to /tmp).
 */
const CLANGD = [
  'clangd',
  '--log=error',
  '--background-index=0',
  '-j=2',
  '--pch-storage=memory',
  '--header-insertion=never',
  '--malloc-trim',
];
const PYLSP = ['pylsp'];

/**
 * pylsp reports through its plugins: syntax errors and undefined names (pyflakes) and jedi's
 * completion stay; style checkers, where installed, would cover a contest solution in warnings.
 */
const PYLSP_SETTINGS: RpcMessage = {
  jsonrpc: '2.0',
  method: 'workspace/didChangeConfiguration',
  params: {
    settings: {
      pylsp: {
        plugins: Object.fromEntries(
          [
            'pycodestyle',
            'pydocstyle',
            'mccabe',
            'pylint',
            'flake8',
            'autopep8',
            'yapf',
            'rope_autoimport',
          ].map((plugin) => [plugin, { enabled: false }]),
        ),
      },
    },
  },
};

/** The judge's compile command without the compiler, the source, the output and the linker's flags. */
function compileFlags(command: readonly string[]): string[] {
  const flags: string[] = [];
  for (let i = 1; i < command.length; i++) {
    if (command[i] === '-o') i++;
    else if (!command[i].startsWith('{') && !command[i].startsWith('-l')) flags.push(command[i]);
  }
  return flags;
}

/** The session kind for a judge language, or null when it has no language server. */
export function languageServerKind(name: string): LanguageServerKind | null {
  const language = findLanguage(name);
  if (!language || !hasLanguageServer(name)) return null;
  if (language.monaco === 'python') {
    return {
      command: PYLSP,
      file: language.src,
      languageId: 'python',
      files: {},
      afterInitialized: [PYLSP_SETTINGS],
    };
  }
  const flags = compileFlags(language.compile?.command ?? []);
  return {
    command: CLANGD,
    file: language.src,
    languageId: language.monaco,
    files: { 'compile_flags.txt': `${flags.join('\n')}\n` },
    afterInitialized: [],
  };
}

export const documentUri = (kind: LanguageServerKind) => `${LANGUAGE_SERVER_ROOT_URI}/${kind.file}`;

/** The session folder's path inside the sandbox (the root URI's path). */
export const SANDBOX_WORKSPACE = new URL(LANGUAGE_SERVER_ROOT_URI).pathname;
