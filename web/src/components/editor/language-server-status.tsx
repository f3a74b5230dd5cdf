import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { LanguageServerState } from './language-server-state';

/** A small line beside the editor's controls: connecting, on, or why it is not. */
export function LanguageServerStatus({ state }: { state: LanguageServerState }) {
  const { t } = useTranslation();
  let content: React.ReactNode;
  switch (state.kind) {
    case 'off':
      return null;
    case 'connecting':
      content = (
        <>
          <Spinner className="h-3 w-3" /> {t('editor.languageServer.connecting')}
        </>
      );
      break;
    case 'on':
      content = (
        <>
          <span className="h-2 w-2 rounded-full bg-green-600" aria-hidden="true" />{' '}
          {t('editor.languageServer.on')}
        </>
      );
      break;
    case 'refused':
      content = <span className="text-amber-700">{state.message}</span>;
      break;
    case 'failed':
      content = (
        <span className="text-amber-700">
          {state.reason
            ? t('editor.languageServer.failedBecause', { reason: state.reason })
            : t('editor.languageServer.failed')}
        </span>
      );
      break;
  }
  return (
    <span
      className="inline-flex min-w-0 items-center gap-1 text-xs text-slate-600"
      role="status"
      data-testid="language-server-state"
      data-state={state.kind}
    >
      {content}
    </span>
  );
}
