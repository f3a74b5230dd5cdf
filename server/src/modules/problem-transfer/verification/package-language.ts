/**
 * The language a package's solution is judged in here, or the language it is written in when this
 * judge does not offer it (reported by name, never judged); neither when nothing fits.
 */
export interface PackageLanguage {
  language?: string;
  notOffered?: string;
}

const PYTHON_2 = 'Python 2';

const EXTENSIONS: Record<string, string> = {
  c: 'C',
  cc: 'C++ 17 With O2',
  cpp: 'C++ 17 With O2',
  cxx: 'C++ 17 With O2',
  'c++': 'C++ 17 With O2',
  py: 'Python3',
  py3: 'Python3',
  java: 'Java',
  go: 'Golang',
  rs: 'Rust',
  js: 'JavaScript Node',
  cs: 'C#',
  php: 'PHP',
  rb: 'Ruby',
  kt: 'Kotlin',
  scala: 'Scala',
  sc: 'Scala',
  hs: 'Haskell',
  ml: 'OCaml',
  lisp: 'Common Lisp',
  cl: 'Common Lisp',
};

/** Languages packages are written in that this judge does not offer, by extension (problemtools' names). */
const NOT_OFFERED: Record<string, string> = {
  cob: 'Cobol',
  fs: 'F#',
  m: 'Objective C',
  pas: 'Pascal',
  pl: 'Prolog',
};

/**
 * Python 2 as problemtools tells it from Python 3: the `.py2` extension or a `python2` shebang,
 * and besides, a `print` statement (`print x`, `print "x"`), which Python 3 refuses to compile.
 */
export function writtenInPython2(fileName: string, code: string): boolean {
  if (/\.py2$/i.test(fileName)) return true;
  if (/^#!.*\bpython2(\.\d+)?\b/.test(code.split('\n', 1)[0])) return true;
  const outsideStrings = code.replace(/("""|''')[\s\S]*?\1/g, '');
  return /^[ \t]*print[ \t]+(?![=(\s])[^\n#]/m.test(outsideStrings);
}

/** By the file's extension (Python 2 told apart by its source). */
export function languageOfFile(fileName: string, code: string): PackageLanguage {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  if (extension.startsWith('py') && writtenInPython2(fileName, code)) return { notOffered: PYTHON_2 };
  const language = EXTENSIONS[extension];
  if (language) return { language };
  return NOT_OFFERED[extension] ? { notOffered: NOT_OFFERED[extension] } : {};
}

/**
 * A program of several files (a folder under its verdict folder, as problemtools allows): its
 * language by the files' extensions. This judge compiles one file a program, so one written in a
 * language it offers is reported as that language in several files, and none is judged.
 */
export function languageOfFolder(fileNames: string[]): PackageLanguage {
  const found = fileNames.map((name) => languageOfFile(name, ''));
  const offered = found.find((language) => language.language)?.language;
  const notOffered = found.find((language) => language.notOffered)?.notOffered;
  if (notOffered) return { notOffered };
  return offered ? { notOffered: `${offered}, several files` } : {};
}

const POLYGON_TYPES: [prefix: string, language: string][] = [
  ['cpp', 'C++ 17 With O2'],
  ['c.', 'C'],
  ['python.pypy3', 'PyPy3'],
  ['python.3', 'Python3'],
  ['java', 'Java'],
  ['kotlin', 'Kotlin'],
  ['csharp', 'C#'],
  ['scala', 'Scala'],
  ['ruby', 'Ruby'],
  ['php', 'PHP'],
  ['haskell', 'Haskell'],
  ['ocaml', 'OCaml'],
  ['go', 'Golang'],
  ['rust', 'Rust'],
  ['js', 'JavaScript Node'],
];

/** A Polygon source type (`cpp.g++17`, `python.2`, `java11`, …), else the file's extension. */
export function polygonLanguage(type: string, fileName: string, code: string): PackageLanguage {
  const t = type.toLowerCase();
  if (t === 'python.2' || t.startsWith('python.pypy2')) return { notOffered: PYTHON_2 };
  const known = POLYGON_TYPES.find(([prefix]) => t.startsWith(prefix));
  return known ? { language: known[1] } : languageOfFile(fileName, code);
}
