/** The Monaco code box; lazily loaded (default export) so the first page load stays small. */
import Editor, { type OnMount } from '@monaco-editor/react';
import { useRef } from 'react';
import { collapseBlankLines } from '@/lib/collapse-blank-lines';
import './monaco-setup';

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
}: CodeEditorProps) {
  const pasting = useRef(false);
  const onMount: OnMount = (editor) => {
    // Seed 1 §5: runs of 8+ blank lines are collapsed, checked when code is pasted in.
    editor.onDidPaste(() => {
      pasting.current = true;
    });
  };
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
