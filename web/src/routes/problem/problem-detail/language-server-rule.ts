import { hasLanguageServer } from '@verdict/common';

export interface LanguageServerConditions {
  signedIn: boolean;
  /** The problem is opened in a contest (running or not): no language server there. */
  inContest: boolean;
  /** The editor's judge language. */
  language: string;
}

/** Whether the problem page offers its language server switch. */
export function offersLanguageServer({ signedIn, inContest, language }: LanguageServerConditions): boolean {
  return signedIn && !inContest && hasLanguageServer(language);
}
