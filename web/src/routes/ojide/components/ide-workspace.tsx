import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDE_RUN_LIMITS, TEST_INPUT_MAX_LENGTH } from '@verdict/common';
import type { EditorHandle } from '@/components/editor/code-editor';
import { monacoLanguageId } from '@/components/editor/language-id';
import { LanguageServerStatus } from '@/components/editor/language-server-status';
import { useLanguageServer } from '@/components/editor/use-language-server';
import { Spinner } from '@/components/ui/spinner';
import { LanguagePicker } from '@/routes/problem/problem-detail/components/language-picker';
import { useCodeValidation } from '@/routes/problem/problem-detail/hooks/use-code-validation';
import { useEditorSettings } from '@/routes/problem/problem-detail/hooks/use-editor-settings';
import { useSession } from '@/stores/session';
import type { Language } from '@/types/problem';
import { useIdeCode } from '../hooks/use-ide-code';
import { useIdeRun } from '../hooks/use-ide-run';
import { RunResult } from './run-result';
import { ShareButton } from './share-button';

const CodeEditor = lazy(() => import('@/components/editor/code-editor'));

/**
 * The editor with its language, the language server's state, Share and Run above it; the input
 * and the last run beside it on a wide screen, under it on a narrow one.
 */
export function IdeWorkspace({ languages }: { languages: readonly Language[] }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const [settings] = useEditorSettings();
  const ide = useIdeCode(languages);
  const run = useIdeRun();
  const validate = useCodeValidation();
  const [input, setInput] = useState('');
  const [editor, setEditor] = useState<EditorHandle | null>(null);
  const [shareLink, setShareLink] = useState<string | null>(null);
  const languageServer = useLanguageServer({ editor, language: ide.language, enabled: true });
  const running = run.phase === 'running';
  const start = () => {
    if (running || run.secondsLeft > 0 || !validate(ide.code)) return;
    run.run({ language: ide.language, code: ide.code, input });
  };
  const names = languages.map((language) => language.name);
  const withoutJudge = languages
    .filter((language) => !language.judgeAvailable)
    .map((language) => language.name);

  return (
    <div className="flex flex-col gap-3 min-[1050px]:h-[calc(100vh-7rem)] min-[1050px]:min-h-[560px] min-[1050px]:flex-row">
      <section className="card flex min-w-0 flex-col min-[1050px]:flex-1" aria-label={t('ojide.title')}>
        <div className="flex flex-wrap items-center gap-2 p-2">
          <h1 className="sr-only">{t('ojide.title')}</h1>
          <LanguagePicker
            languages={names}
            withoutJudge={withoutJudge}
            value={ide.language}
            onChange={ide.setLanguage}
          />
          <LanguageServerStatus state={languageServer} />
          <div className="ml-auto flex flex-wrap items-center gap-1">
            <ShareButton shared={{ code: ide.code, language: ide.language }} onLink={setShareLink} />
            <button
              type="button"
              className="btn btn-sm btn-primary inline-flex items-center gap-1"
              disabled={running || run.secondsLeft > 0}
              onClick={start}
              data-testid="ide-run"
            >
              {running ? <Spinner className="h-3 w-3" /> : null}
              {run.secondsLeft > 0 ? t('ojide.runAfter', { seconds: run.secondsLeft }) : t('ojide.run')}
            </button>
          </div>
          {shareLink ? (
            <input
              className="input w-full py-1 font-mono text-xs"
              readOnly
              value={shareLink}
              aria-label={t('ojide.shareLink')}
              onFocus={(event) => event.target.select()}
              data-testid="ide-share-link"
            />
          ) : null}
        </div>
        <div className="relative h-[55vh] min-h-[300px] border-t border-slate-200 min-[1050px]:h-auto min-[1050px]:flex-1">
          <div className="absolute inset-0" data-testid="ide-editor">
            <Suspense
              fallback={
                <div className="flex h-full items-center justify-center">
                  <Spinner />
                </div>
              }
            >
              <CodeEditor
                value={ide.code}
                onChange={ide.setCode}
                language={monacoLanguageId(ide.language)}
                theme={settings.theme}
                fontSize={settings.fontSize}
                tabSize={settings.tabSize}
                hints={Boolean(token)}
                onReady={setEditor}
                onSubmitShortcut={start}
                ariaLabel={t('ojide.editorLabel')}
              />
            </Suspense>
          </div>
        </div>
      </section>
      <aside className="card flex min-w-0 flex-col gap-3 p-3 min-[1050px]:w-[26rem] min-[1050px]:overflow-auto">
        {token ? null : <p className="text-xs text-slate-600">{t('ojide.signInForHints')}</p>}
        <label className="text-sm font-medium text-slate-700">
          {t('ojide.input')}
          <textarea
            className="input mt-1 h-32 font-mono text-sm"
            value={input}
            maxLength={TEST_INPUT_MAX_LENGTH}
            onChange={(event) => setInput(event.target.value)}
            spellCheck={false}
            data-testid="ide-input"
          />
        </label>
        <RunResult phase={run.phase} result={run.result} refusal={run.refusal} />
        <p className="mt-auto text-xs text-slate-500">
          {t('ojide.limits', {
            seconds: IDE_RUN_LIMITS.timeLimitMs / 1000,
            memory: IDE_RUN_LIMITS.memoryLimitMb,
          })}
        </p>
      </aside>
    </div>
  );
}
