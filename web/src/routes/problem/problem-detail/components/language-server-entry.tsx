/**
 * The problem page's language server: a switch beside the language and theme choices, offered to
 * signed-in users outside contests for languages that have a server, and the server attached to
 * the editor while it is on.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorHandle } from '@/components/editor/code-editor';
import { LanguageServerStatus } from '@/components/editor/language-server-status';
import { useLanguageServer } from '@/components/editor/use-language-server';
import { useSession } from '@/stores/session';
import { useLanguageServerPreference } from '../hooks/use-language-server-preference';
import { offersLanguageServer } from '../language-server-rule';
import { useProblemScope } from '../problem-scope';

/** The switch and its state; null where the page does not offer it. */
export function useLanguageServerEntry(
  problemId: string,
  language: string,
  editor: EditorHandle | null,
): ReactNode {
  const { t } = useTranslation();
  const { token, user } = useSession();
  const { cid } = useProblemScope();
  const offered = offersLanguageServer({ signedIn: Boolean(token), inContest: cid > 0, language });
  const [on, setOn] = useLanguageServerPreference(user?.uid);
  const state = useLanguageServer({ editor, language, enabled: offered && on, pid: problemId });
  if (!offered) return null;
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-2">
      <label className="inline-flex items-center gap-1 text-sm">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
          data-testid="language-server-toggle"
        />
        {t('editor.languageServer.label')}
      </label>
      <LanguageServerStatus state={state} />
    </span>
  );
}
