export interface JavaClassNames {
  /** The public top-level type: javac wants the file named after it. */
  publicClass?: string;
  /** The top-level type declaring `static void main(`: the public one when it does, else the first. */
  mainClass?: string;
}

/** Comments, string and text-block literals and char literals: nothing in them declares anything. */
const NOISE =
  /\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|"""[\s\S]*?(?:"""|$)|"(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])*'?/g;
const TOKEN = /[\p{L}\p{Nl}_$][\p{L}\p{Nl}\p{Nd}\p{Mn}\p{Mc}\p{Pc}_$]*|\S/gu;
const TYPE_KEYWORDS = new Set(['class', 'interface', 'enum', 'record']);
/** A name that is safe as a file name and an argv entry (Java allows far longer ones). */
const MAX_NAME_LENGTH = 200;

/**
 * Reads the top-level type names a judge needs from a Java source, the way DOMjudge and
 * Codeforces accept any class name: the file is named after the public class, and the class
 * holding `main` is run. Only top-level types count (a nested class's main would need
 * `Outer$Inner`); comments and literals are ignored.
 */
export function javaClassNames(source: string): JavaClassNames {
  const tokens = source.replace(NOISE, ' ').match(TOKEN) ?? [];
  const names: JavaClassNames = {};
  const withMain: string[] = [];
  let depth = 0;
  /** Tokens of the declaration being read at depth 0 (type header) or depth 1 (a member). */
  let declaration: string[] = [];
  let topType: string | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === '{' || token === '}' || token === ';') {
      if (token === '{' && depth === 0) topType = declaredType(declaration, names);
      depth = Math.max(0, depth + (token === '{' ? 1 : token === '}' ? -1 : 0));
      if (depth === 0 && token === '}') topType = undefined;
      declaration = [];
      continue;
    }
    if (depth > 1) continue;
    declaration.push(token);
    const isMain =
      depth === 1 &&
      token === 'main' &&
      tokens[i + 1] === '(' &&
      tokens[i - 1] === 'void' &&
      declaration.includes('static');
    if (isMain && topType && !withMain.includes(topType)) withMain.push(topType);
  }
  const { publicClass } = names;
  const mainClass = publicClass && withMain.includes(publicClass) ? publicClass : withMain[0];
  return { publicClass, mainClass };
}

/** The type a depth-0 declaration opens, recording it as the public class when it is one. */
function declaredType(declaration: string[], names: JavaClassNames): string | undefined {
  const at = declaration.findIndex(
    (token, index) =>
      TYPE_KEYWORDS.has(token) && declaration[index - 1] !== '@' && index + 1 < declaration.length,
  );
  if (at < 0) return undefined;
  const name = declaration[at + 1];
  if (!/^[\p{L}\p{Nl}_$]/u.test(name) || name.length > MAX_NAME_LENGTH) return undefined;
  if (declaration.slice(0, at).includes('public')) names.publicClass ??= name;
  return name;
}
