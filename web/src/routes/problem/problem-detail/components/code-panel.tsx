import { lazy, Suspense, useCallback, useState } from 'react';
import { monacoLanguageId } from '@/components/editor/language-id';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/stores/session';
import type { ProblemDetail } from '@/types/problem';
import { useCodeDraft } from '../hooks/use-code-draft';
import { useCompileError } from '../hooks/use-compile-error';
import { useEditorSettings } from '../hooks/use-editor-settings';
import { CompileOutput } from './compile-output';
import { EditorToolbar } from './editor-toolbar';
import { SubmitBar } from './submit-bar';
import { TestJudgeDrawer } from './test-judge/test-judge-drawer';

// Monaco is the heaviest part of the app; it loads only when a problem page needs it.
const CodeEditor = lazy(() => import('@/components/editor/code-editor'));

/**
 * Editor, test drawer and submit bar. Side by side with the statement the panel fills the
 * window's height; stacked under it (below 1050 px) the editor gets a height of its own, since
 * Monaco only fills a box whose height is set.
 */
export function CodePanel({ detail }: { detail: ProblemDetail }) {
  const draft = useCodeDraft(detail);
  const [settings, updateSettings] = useEditorSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [editorReady, setEditorReady] = useState(false);
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
  const markEditorReady = useCallback(() => setEditorReady(true), []);
  return (
    <div className="card flex h-full min-h-[560px] flex-col" data-testid="code-panel">
      <EditorToolbar detail={detail} draft={draft} settings={settings} onSettings={updateSettings} />
      <div
        className="relative h-[65vh] min-h-[320px] border-y border-slate-200 min-[1050px]:h-auto min-[1050px]:min-h-[240px] min-[1050px]:flex-1"
        data-testid="editor-host"
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
              onReady={markEditorReady}
            />
          </Suspense>
        </div>
      </div>
      {compile.error?.source === 'submit' ? (
        <CompileOutput
          output={compile.error.output}
          markedLines={compile.markers.length}
          onClose={compile.clear}
        />
      ) : null}
      {drawerOpen ? (
        <TestJudgeDrawer
          detail={detail}
          code={draft.code}
          language={draft.language}
          onClose={() => setDrawerOpen(false)}
          onCompileOutput={onTestCompileOutput}
        />
      ) : null}
      <SubmitBar
        detail={detail}
        code={draft.code}
        language={draft.language}
        onToggleTest={() => setDrawerOpen((open) => !open)}
        testOpen={drawerOpen}
        editorReady={editorReady}
        onCompileOutput={onSubmitCompileOutput}
      />
    </div>
  );
}
