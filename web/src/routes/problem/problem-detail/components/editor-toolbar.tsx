import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { findLanguage } from '@verdict/common';
import { Dropdown } from '@/components/ui/dropdown';
import { collapseBlankLines } from '@/lib/collapse-blank-lines';
import { saveBlob } from '@/lib/save-blob';
import { useSession } from '@/stores/session';
import type { ProblemDetail } from '@/types/problem';
import type { useCodeDraft } from '../hooks/use-code-draft';
import { useProblemScope } from '../problem-scope';
import { EDITOR_THEMES, FONT_SIZES, TAB_SIZES, type EditorSettings } from '../hooks/use-editor-settings';
import { LanguagePicker } from './language-picker';

interface EditorToolbarProps {
  detail: ProblemDetail;
  draft: ReturnType<typeof useCodeDraft>;
  settings: EditorSettings;
  onSettings: (patch: Partial<EditorSettings>) => void;
  /** The language server's switch and state, where the page offers it. */
  languageServerToggle?: ReactNode;
}

export function EditorToolbar({
  detail,
  draft,
  settings,
  onSettings,
  languageServerToggle,
}: EditorToolbarProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const { cid } = useProblemScope();
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) draft.setCode(collapseBlankLines(await file.text()));
  };
  const download = () => {
    const filename = findLanguage(draft.language)?.src ?? 'main.txt';
    saveBlob(new Blob([draft.code], { type: 'text/plain;charset=utf-8' }), filename);
  };

  return (
    <div className="flex flex-wrap items-center gap-2 p-2">
      <LanguagePicker
        languages={detail.languages}
        withoutJudge={detail.languagesWithoutJudge}
        value={draft.language}
        onChange={draft.setLanguage}
      />
      <select
        className="input w-auto py-1"
        aria-label={t('editor.theme')}
        value={settings.theme}
        onChange={(event) => onSettings({ theme: event.target.value as EditorSettings['theme'] })}
      >
        {EDITOR_THEMES.map((theme) => (
          <option key={theme} value={theme}>
            {t(`editor.themes.${theme}`)}
          </option>
        ))}
      </select>
      {languageServerToggle}
      <EditorSettingsMenu>
        <label className="mb-2 block">
          {t('editor.fontSize')}
          <select
            className="input mt-1"
            value={settings.fontSize}
            onChange={(event) => onSettings({ fontSize: Number(event.target.value) })}
          >
            {FONT_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}px
              </option>
            ))}
          </select>
        </label>
        {token ? <SettingSwitch name="hints" settings={settings} onSettings={onSettings} /> : null}
        {token && cid === 0 ? (
          <SettingSwitch name="assistantHints" settings={settings} onSettings={onSettings} />
        ) : null}
        <label className="block">
          {t('editor.tabSize')}
          <select
            className="input mt-1"
            value={settings.tabSize}
            onChange={(event) => onSettings({ tabSize: Number(event.target.value) })}
          >
            {TAB_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </EditorSettingsMenu>
      <div className="ml-auto flex flex-wrap gap-1">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => void draft.resetToTemplate()}
          data-testid="reset-code"
        >
          {t('editor.reset')}
        </button>
        <button type="button" className="btn btn-sm" onClick={() => fileInput.current?.click()}>
          {t('editor.upload')}
        </button>
        <input
          ref={fileInput}
          type="file"
          className="hidden"
          accept=".c,.cpp,.cc,.h,.py,.java,.js,.go,.rs,.txt"
          onChange={(event) => void upload(event)}
        />
        <button type="button" className="btn btn-sm" onClick={download}>
          {t('editor.download')}
        </button>
        {token ? (
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => void draft.saveToServer().catch(() => undefined)}
          >
            {t('editor.save')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** An on/off setting, labelled by `editor.<name>`. */
function SettingSwitch({
  name,
  settings,
  onSettings,
}: {
  name: 'hints' | 'assistantHints';
  settings: EditorSettings;
  onSettings: (patch: Partial<EditorSettings>) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="mb-2 flex items-center gap-2">
      <input
        type="checkbox"
        checked={settings[name]}
        data-testid={`setting-${name}`}
        onChange={(event) => onSettings({ [name]: event.target.checked })}
      />
      {t(`editor.${name}`)}
    </label>
  );
}

/** The settings panel stays open while its selects are used (clicks inside do not close it). */
function EditorSettingsMenu({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Dropdown buttonClassName="btn btn-sm" button={() => t('editor.settings')} panelClassName="w-52">
      <div className="p-3 text-sm" onClick={(event) => event.stopPropagation()}>
        {children}
      </div>
    </Dropdown>
  );
}
