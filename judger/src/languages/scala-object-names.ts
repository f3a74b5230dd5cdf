/** Comments and string and char literals: nothing in them declares anything. */
const NOISE =
  /\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|"""[\s\S]*?(?:"""|$)|"(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])'?/g;
const TOKEN = /[\p{L}_$][\p{L}\p{Nd}_$]*|\S/gu;
/** A name that is safe as a file name and an argv entry. */
const MAX_NAME_LENGTH = 200;

/**
 * The top-level object a Scala program runs from, the way Kattis and Codeforces accept any name:
 * the first object declaring `def main`, else the first extending `App`; undefined when there is
 * none (the language table's fallback then applies).
 */
export function scalaMainObject(source: string): string | undefined {
  const tokens = source.replace(NOISE, ' ').match(TOKEN) ?? [];
  let depth = 0;
  let header: string[] = [];
  let current: string | undefined;
  let extendingApp: string | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === '{') {
      if (depth === 0) current = objectName(header);
      if (depth === 0 && current && header.includes('App')) extendingApp ??= current;
      depth += 1;
      header = [];
    } else if (token === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) current = undefined;
    } else if (depth === 0) {
      header.push(token);
    } else if (depth === 1 && current && token === 'def' && tokens[i + 1] === 'main') {
      return current;
    }
  }
  return extendingApp;
}

/** The name of the object a top-level header declares, if it declares one. */
function objectName(header: string[]): string | undefined {
  const at = header.lastIndexOf('object');
  const name = at >= 0 ? header[at + 1] : undefined;
  return name && /^[\p{L}_$][\p{L}\p{Nd}_$]*$/u.test(name) && name.length <= MAX_NAME_LENGTH
    ? name
    : undefined;
}
