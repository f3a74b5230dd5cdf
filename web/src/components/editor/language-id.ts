import { findLanguage } from '@verdict/common';

/** Monaco id for a HOJ language name, falling back on the name's family. */
export function monacoLanguageId(name: string): string {
  const known = findLanguage(name);
  if (known) return known.monaco;
  const lower = name.toLowerCase();
  if (lower.startsWith('c++') || lower.startsWith('cpp')) return 'cpp';
  if (lower.startsWith('c')) return 'c';
  if (lower.startsWith('python') || lower.startsWith('pypy')) return 'python';
  if (lower.startsWith('java')) return lower.includes('script') ? 'javascript' : 'java';
  if (lower.startsWith('go')) return 'go';
  if (lower.startsWith('rust')) return 'rust';
  return 'plaintext';
}
