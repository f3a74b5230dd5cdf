/** Bracket pairs the editor closes by itself, by opener and by closer. */
export const CLOSER_OF: Readonly<Record<string, string>> = { '{': '}', '[': ']', '(': ')' };
export const OPENER_OF: Readonly<Record<string, string>> = { '}': '{', ']': '[', ')': '(' };

/**
 * Whether `text` (what lies between an opening bracket and a closing one) holds as many `opener`s
 * as closers, never closing more than it opened, so that the closing bracket after it answers
 * the opening one before it. Brackets in string and character literals and in comments do not
 * count: `printf("{")` opens nothing.
 */
export function bracketsBalance(text: string, opener: string, hashComments = false): boolean {
  const closer = CLOSER_OF[opener];
  let depth = 0;
  let index = 0;
  const skipTo = (end: string) => {
    const found = text.indexOf(end, index);
    index = found === -1 ? text.length : found + end.length;
  };
  while (index < text.length) {
    const char = text[index];
    const next = text[index + 1];
    index += 1;
    if (char === '"' || char === "'" || char === '`') {
      // A literal runs to its unescaped quote, or to the end of the line when it is left open.
      while (index < text.length && text[index] !== char && text[index] !== '\n') {
        index += text[index] === '\\' ? 2 : 1;
      }
      index += 1;
    } else if (char === '/' && next === '/') skipTo('\n');
    else if (char === '/' && next === '*') {
      index += 1;
      skipTo('*/');
    } else if (char === '#' && hashComments) skipTo('\n');
    else if (char === opener) depth += 1;
    else if (char === closer) {
      depth -= 1;
      if (depth < 0) return false;
    }
  }
  return depth === 0;
}
