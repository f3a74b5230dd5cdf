import { lazy, Suspense, useState } from 'react';
import { monacoLanguageId } from '@/components/editor/language-id';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/stores/session';
import type { ProblemDetail } from '@/types/problem';
import { useCodeDraft } from '../hooks/use-code-draft';
import { useEditorSettings } from '../hooks/use-editor-settings';
import { EditorToolbar } from './editor-toolbar';
import { SubmitBar } from './submit-bar';
import { TestJudgeDrawer } from './test-judge/test-judge-drawer';

// Monaco is the heaviest part of the app; it loads only when a problem page needs it.
const CodeEditor = lazy(() => import('@/components/editor/code-editor'));

export function CodePanel({ detail }: { detail: ProblemDetail }) {
  const draft = useCodeDraft(detail);
  const [settings, updateSettings] = useEditorSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { token } = useSession();
  return (
    <div className="card flex h-full min-h-[560px] flex-col" data-testid="code-panel">
      <EditorToolbar detail={detail} draft={draft} settings={settings} onSettings={updateSettings} />
      <div className="relative min-h-[240px] flex-1 border-y border-slate-200" data-testid="editor-host">
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
          />
        </Suspense>
      </div>
      {drawerOpen ? (
        <TestJudgeDrawer
          detail={detail}
          code={draft.code}
          language={draft.language}
          onClose={() => setDrawerOpen(false)}
        />
      ) : null}
      <SubmitBar
        detail={detail}
        code={draft.code}
        language={draft.language}
        onToggleTest={() => setDrawerOpen((open) => !open)}
        testOpen={drawerOpen}
      />
    </div>
  );
}
