import { useState } from 'react';
import type { EditorTheme } from '@/components/editor/code-editor';
import { readStorage, StorageKey, writeStorage } from '@/lib/storage';

export interface EditorSettings {
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
  /** Intelligent hints (suggestions while typing); offered to logged-in users only. */
  hints: boolean;
  /** A "Why?" from the assistant after a failed submission; offered to logged-in users outside contests. */
  assistantHints: boolean;
}

/** Defaults: font 16, tab size 4, theme vs, the assistant's hints off; kept in local storage. */
export const DEFAULT_EDITOR_SETTINGS: EditorSettings = {
  theme: 'vs',
  fontSize: 16,
  tabSize: 4,
  hints: true,
  assistantHints: false,
};
export const EDITOR_THEMES: EditorTheme[] = ['vs', 'vs-dark', 'hc-black'];
export const FONT_SIZES = [12, 13, 14, 15, 16, 18, 20, 22];
export const TAB_SIZES = [2, 4, 8];

export function useEditorSettings(): [EditorSettings, (patch: Partial<EditorSettings>) => void] {
  const [settings, setSettings] = useState<EditorSettings>(() => ({
    ...DEFAULT_EDITOR_SETTINGS,
    ...readStorage<Partial<EditorSettings>>(StorageKey.editorSettings, {}),
  }));
  const update = (patch: Partial<EditorSettings>) =>
    setSettings((prev) => {
      const next = { ...prev, ...patch };
      writeStorage(StorageKey.editorSettings, next);
      return next;
    });
  return [settings, update];
}
