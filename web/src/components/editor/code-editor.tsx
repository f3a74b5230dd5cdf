/** The Monaco code box; lazily loaded (default export) so the first page load stays small. */
import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useRef, useState } from 'react';
import { collapseBlankLines } from '@/lib/collapse-blank-lines';
import { overtypeMovedClosingBrackets } from './closing-bracket-overtype';
import type { CompilerDiagnostic } from './compiler-diagnostics';
import './monaco-setup';

type Monaco = Parameters<OnMount>[1];
type EditorInstance = Parameters<OnMount>[0];

/** The mounted editor with its Monaco, for what attaches to it from outside (the language server). */
export interface EditorHandle {
  editor: EditorInstance;
  monaco: Monaco;
}

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
  onReady?: (handle: EditorHandle) => void;
  /** Whether Tab moves the focus on instead of indenting (Ctrl+M toggles it, as in VS Code). */
  tabMovesFocus?: boolean;
  onToggleTabMovesFocus?: () => void;
  /** Ctrl+Enter inside the editor. */
  onSubmitShortcut?: () => void;
  /** What screen readers announce for the editor. */
  ariaLabel?: string;
}

const ON_APPLE = /Mac OS X|iPhone|iPad/.test(navigator.userAgent);

/** Escape leaves the editor only when no widget of its own is open to close first. */
const ESCAPE_LEAVES_WHEN =
  '!suggestWidgetVisible && !findWidgetVisible && !parameterHintsVisible && !inSnippetMode && !hasMultipleSelections';

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
  tabMovesFocus = false,
  onToggleTabMovesFocus,
  onSubmitShortcut,
  ariaLabel,
}: CodeEditorProps) {
  const pasting = useRef(false);
  // The editor holds the text while the user types; `value` is only written into it when it is
  // not what the editor last reported (a language switch, a reset, the server's copy). Writing
  // every render's `value` back would replace newer keystrokes with an older text.
  const reported = useRef(value);
  const [mounted, setMounted] = useState<EditorHandle | null>(null);
  // Monaco's commands are registered once; they call the latest handlers through this.
  const latest = useRef({ tabMovesFocus, onToggleTabMovesFocus, onSubmitShortcut });
  latest.current = { tabMovesFocus, onToggleTabMovesFocus, onSubmitShortcut };
  // After Escape the next Tab leaves the editor; typing or leaving restores the chosen Tab mode.
  const leaving = useRef(false);
  const onMount: OnMount = (editor, monaco) => {
    const { KeyCode, KeyMod } = monaco;
    const stopLeaving = () => {
      if (!leaving.current) return;
      leaving.current = false;
      editor.updateOptions({ tabFocusMode: latest.current.tabMovesFocus });
    };
    // The Ctrl key on every system: Monaco's CtrlCmd is ⌘ on a Mac, where ⌘M minimizes the window.
    const ctrl = ON_APPLE ? KeyMod.WinCtrl : KeyMod.CtrlCmd;
    const submit = () => latest.current.onSubmitShortcut?.();
    editor.addCommand(ctrl | KeyCode.KeyM, () => latest.current.onToggleTabMovesFocus?.());
    editor.addCommand(ctrl | KeyCode.Enter, submit);
    if (ON_APPLE) editor.addCommand(KeyMod.CtrlCmd | KeyCode.Enter, submit);
    editor.addCommand(
      KeyCode.Escape,
      () => {
        leaving.current = true;
        editor.updateOptions({ tabFocusMode: true });
      },
      ESCAPE_LEAVES_WHEN,
    );
    overtypeMovedClosingBrackets(editor, monaco);
    editor.onDidBlurEditorText(stopLeaving);
    editor.onDidChangeModelContent(stopLeaving);
    // Runs of 8+ blank lines are collapsed, checked when code is pasted in.
    editor.onDidPaste(() => {
      pasting.current = true;
    });
    setMounted({ editor, monaco });
    onReady?.({ editor, monaco });
  };
  useEffect(() => {
    const editor = mounted?.editor;
    const model = editor?.getModel();
    if (!editor || !model || value === reported.current) return;
    reported.current = value;
    if (model.getValue() === value) return;
    // One undoable edit, so Ctrl+Z brings back what was replaced.
    editor.pushUndoStop();
    editor.executeEdits('external', [{ range: model.getFullModelRange(), text: value }]);
    editor.pushUndoStop();
  }, [mounted, value]);
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
      defaultValue={value}
      language={language}
      theme={theme}
      onMount={onMount}
      loading={null}
      onChange={(next) => {
        const text = next ?? '';
        reported.current = text;
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
        // The spec's autocomplete delay, for the words of the file and the language server alike.
        quickSuggestionsDelay: 300,
        wordBasedSuggestions: 'currentDocument',
        // Enter takes a suggestion only when it changes the text: a word typed out in full and
        // then Enter starts a new line, as a learner expects.
        acceptSuggestionOnEnter: 'smart',
        fixedOverflowWidgets: true,
        // Monaco's experimental EditContext input (on by default where Chromium offers it) drops
        // keys that arrive quickly; the text area input it falls back to loses none.
        editContext: false,
        tabFocusMode: tabMovesFocus || leaving.current,
        ariaLabel,
      }}
    />
  );
}
