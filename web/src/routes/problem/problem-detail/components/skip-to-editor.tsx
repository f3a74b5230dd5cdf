import { useTranslation } from 'react-i18next';

/** The code panel's editor box: the skip link's target. */
export const CODE_EDITOR_ID = 'code-editor';

/**
 * "Skip to code editor", shown when focused: from the top of the problem page the editor is many
 * Tabs away (the menu, the statement's links). It puts the caret in the editor, whose input is
 * the text box Monaco keeps inside its box.
 */
export function SkipToEditor() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${CODE_EDITOR_ID}`}
      data-testid="skip-to-editor"
      className="sr-only z-50 rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:absolute"
      onClick={(event) => {
        event.preventDefault();
        const host = document.getElementById(CODE_EDITOR_ID);
        const input = host?.querySelector('textarea');
        // Until the editor has loaded, the link at least brings its box into view.
        if (input) input.focus();
        else host?.scrollIntoView();
      }}
    >
      {t('editor.skipToEditor')}
    </a>
  );
}
