import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorHandle } from '@/components/editor/code-editor';
import { monacoLanguageId } from '@/components/editor/language-id';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/stores/session';
import type { ProblemDetail } from '@/types/problem';
import { useCodeDraft } from '../hooks/use-code-draft';
import { useCompileError } from '../hooks/use-compile-error';
import { useEditorSettings } from '../hooks/use-editor-settings';
import { useAssistantEntry } from './assistant-entry';
import { CompileOutput } from './compile-output';
import { EditorToolbar } from './editor-toolbar';
import { useLanguageServerEntry } from './language-server-entry';
import { SubmitBar } from './submit-bar';
import { CODE_EDITOR_ID } from './skip-to-editor';

// Monaco is the heaviest part of the app; it loads only when a problem page needs it.
const CodeEditor = lazy(() => import('@/components/editor/code-editor'));
// Opened on demand: kept out of the problem page's first load.
const TestJudgeDrawer = lazy(() =>
  import('./test-judge/test-judge-drawer').then((module) => ({ default: module.TestJudgeDrawer })),
);

/**
 * Editor, test drawer and submit bar. Side by side with the statement the panel fills the
 * window's height; stacked under it (below 1050 px) the editor gets a height of its own, since
 * Monaco only fills a box whose height is set.
 */
export function CodePanel({ detail }: { detail: ProblemDetail }) {
  const { t } = useTranslation();
  const draft = useCodeDraft(detail);
  const [settings, updateSettings] = useEditorSettings();
  const assistant = useAssistantEntry(detail, draft, settings.assistantHints);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [editor, setEditor] = useState<EditorHandle | null>(null);
  const editorReady = editor !== null;
  const languageServerToggle = useLanguageServerEntry(detail.problem.problemId, draft.language, editor);
  const compile = useCompileError(draft.language);
  const { report } = compile;
  const { token } = useSession();
  const onSubmitCompileOutput = useCallback(
    (language: string, output: string | null) => report('submit', language, output),
    [report],
  );
  const onTestCompileOutput = useCallback(
    (language: string, output: string | null) => report('test', language, output),
    [report],
  );
  const [tabMovesFocus, setTabMovesFocus] = useState(false);
  const toggleTabMovesFocus = useCallback(() => setTabMovesFocus((moves) => !moves), []);
  // The shortcut presses the button, so it submits exactly when the button would.
  const submitButton = useRef<HTMLButtonElement>(null);
  const submitByShortcut = useCallback(() => submitButton.current?.click(), []);
  return (
    <div
      className="card flex h-full min-h-[560px] flex-col"
      data-testid="code-panel"
      onKeyDown={(event) => {
        // The editor handles its own Ctrl+Enter (and marks the event handled).
        if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.defaultPrevented) return;
        // Not also the Enter a focused button would take as a click.
        event.preventDefault();
        submitByShortcut();
      }}
    >
      <EditorToolbar
        detail={detail}
        draft={draft}
        settings={settings}
        onSettings={updateSettings}
        languageServerToggle={languageServerToggle}
      />
      <div
        className="relative h-[65vh] min-h-[320px] border-y border-slate-200 min-[1050px]:h-auto min-[1050px]:min-h-[240px] min-[1050px]:flex-1"
        data-testid="editor-host"
        id={CODE_EDITOR_ID}
      >
        <div className="absolute inset-0">
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center">
                <Spinner />
              </div>
            }
          >
            <CodeEditor
              value={draft.code}
              onChange={draft.setCode}
              language={monacoLanguageId(draft.language)}
              theme={settings.theme}
              fontSize={settings.fontSize}
              tabSize={settings.tabSize}
              hints={Boolean(token) && settings.hints}
              markers={compile.markers}
              onReady={setEditor}
              tabMovesFocus={tabMovesFocus}
              onToggleTabMovesFocus={toggleTabMovesFocus}
              onSubmitShortcut={submitByShortcut}
              ariaLabel={t('editor.ariaLabel')}
            />
          </Suspense>
        </div>
      </div>
      <p
        className="px-3 py-1 text-xs text-slate-500"
        aria-live="polite"
        data-testid="editor-keys"
        data-tab-moves-focus={tabMovesFocus}
      >
        {tabMovesFocus ? t('editor.tabMovesFocus') : t('editor.tabIndents')}
      </p>
      {compile.error?.source === 'submit' ? (
        <CompileOutput
          output={compile.error.output}
          markedLines={compile.markers.length}
          onClose={compile.clear}
        />
      ) : null}
      {drawerOpen ? (
        <Suspense fallback={<Spinner />}>
          <TestJudgeDrawer
            detail={detail}
            code={draft.code}
            language={draft.language}
            onClose={() => setDrawerOpen(false)}
            onCompileOutput={onTestCompileOutput}
          />
        </Suspense>
      ) : null}
      <SubmitBar
        detail={detail}
        code={draft.code}
        language={draft.language}
        onToggleTest={() => setDrawerOpen((open) => !open)}
        testOpen={drawerOpen}
        editorReady={editorReady}
        onCompileOutput={onSubmitCompileOutput}
        submitRef={submitButton}
        assistantButton={assistant.button}
        onExplain={assistant.onExplain}
      />
      {assistant.dialog}
    </div>
  );
}
