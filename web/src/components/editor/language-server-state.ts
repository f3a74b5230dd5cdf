/** What the page shows of the editor's language server. */
export type LanguageServerState =
  | { kind: 'off' }
  | { kind: 'connecting' }
  | { kind: 'on' }
  /** The server said no (signed out, host full…): its message, and no retry until a reconnect. */
  | { kind: 'refused'; message: string }
  /** It could not be started or kept ending: the server's last reason, when it gave one. */
  | { kind: 'failed'; reason?: string };

export const LANGUAGE_SERVER_OFF: LanguageServerState = { kind: 'off' };
