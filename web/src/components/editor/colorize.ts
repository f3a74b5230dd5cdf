/** Syntax highlighting for read-only code (submission detail) with the same bundled Monaco. */
export async function colorizeCode(code: string, monacoLanguage: string): Promise<string> {
  const { monaco } = await import('./monaco-setup');
  // The theme call injects the token colour CSS that the colorized HTML relies on.
  monaco.editor.setTheme('vs');
  return monaco.editor.colorize(code, monacoLanguage, { tabSize: 4 });
}
