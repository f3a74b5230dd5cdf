/** The Monaco code box; lazily loaded (default export) so the first page load stays small. */
import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useRef, useState } from 'react';
import { collapseBlankLines } from '@/lib/collapse-blank-lines';
import type { CompilerDiagnostic } from './compiler-diagnostics';
import './monaco-setup';

type Monaco = Parameters<OnMount>[1];
type EditorInstance = Parameters<OnMount>[0];

/** Markers of the last compile error are kept under this owner, apart from any other source. */
const COMPILER_MARKER_OWNER = 'compiler';
const NO_MARKERS: readonly CompilerDiagnostic[] = [];

export type EditorTheme = 'vs' | 'vs-dark' | 'hc-black';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  language: string;
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
  hints: boolean;
  height?: string;
  /** Lines the last compile error points at, marked in the code (cleared with an empty list). */
  markers?: readonly CompilerDiagnostic[];
  /** Called once Monaco is mounted and can be typed into. */
  onReady?: () => void;
}

export default function CodeEditor({
  value,
  onChange,
  language,
  theme,
  fontSize,
  tabSize,
  hints,
  height = '100%',
  markers = NO_MARKERS,
  onReady,
}: CodeEditorProps) {
  const pasting = useRef(false);
  const [mounted, setMounted] = useState<{ editor: EditorInstance; monaco: Monaco } | null>(null);
  const onMount: OnMount = (editor, monaco) => {
    // Runs of 8+ blank lines are collapsed, checked when code is pasted in.
    editor.onDidPaste(() => {
      pasting.current = true;
    });
    setMounted({ editor, monaco });
    onReady?.();
  };
  useEffect(() => {
    const model = mounted?.editor.getModel();
    if (!mounted || !model) return;
    const { MarkerSeverity } = mounted.monaco;
    const shown = markers.filter((marker) => marker.line <= model.getLineCount());
    mounted.monaco.editor.setModelMarkers(
      model,
      COMPILER_MARKER_OWNER,
      shown.map((marker) => {
        const endColumn = model.getLineMaxColumn(marker.line);
        return {
          startLineNumber: marker.line,
          // A column past the end (or a whole-line error) marks the line from its first character.
          startColumn: marker.column < endColumn ? marker.column : 1,
          endLineNumber: marker.line,
          endColumn,
          message: marker.message,
          severity: marker.severity === 'warning' ? MarkerSeverity.Warning : MarkerSeverity.Error,
        };
      }),
    );
    if (shown[0]) mounted.editor.revealLineInCenterIfOutsideViewport(shown[0].line);
  }, [mounted, markers, language]);
  return (
    <Editor
      height={height}
      value={value}
      language={language}
      theme={theme}
      onMount={onMount}
      loading={null}
      onChange={(next) => {
        const text = next ?? '';
        if (pasting.current) {
          pasting.current = false;
          const collapsed = collapseBlankLines(text);
          if (collapsed !== text) return onChange(collapsed);
        }
        onChange(text);
      }}
      options={{
        fontSize,
        tabSize,
        insertSpaces: true,
        minimap: { enabled: false },
        automaticLayout: true,
        scrollBeyondLastLine: false,
        quickSuggestions: hints,
        suggestOnTriggerCharacters: hints,
        quickSuggestionsDelay: 300,
        wordBasedSuggestions: 'currentDocument',
        fixedOverflowWidgets: true,
      }}
    />
  );
}
