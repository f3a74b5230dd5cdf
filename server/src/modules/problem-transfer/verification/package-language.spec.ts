import { languageOfFile, languageOfFolder, polygonLanguage, writtenInPython2 } from './package-language';

describe('the language a package solution is judged in', () => {
  it.each([
    ['sol.cpp', 'C++ 17 With O2'],
    ['sol.c', 'C'],
    ['Main.java', 'Java'],
    ['a.py', 'Python3'],
    ['a.py3', 'Python3'],
    ['sol.js', 'JavaScript Node'],
    ['sol.go', 'Golang'],
    ['sol.rs', 'Rust'],
    ['sol.cs', 'C#'],
    ['sol.php', 'PHP'],
    ['sol.rb', 'Ruby'],
    ['Main.kt', 'Kotlin'],
    ['Sol.scala', 'Scala'],
    ['sol.hs', 'Haskell'],
    ['sol.ml', 'OCaml'],
    ['sol.lisp', 'Common Lisp'],
  ])('%s → %s', (file, language) => {
    expect(languageOfFile(file, '')).toEqual({ language });
  });

  it('names files in no language here as such', () => {
    expect(languageOfFile('sol.pl', '')).toEqual({ notOffered: 'Prolog' });
    expect(languageOfFile('sol.pas', '')).toEqual({ notOffered: 'Pascal' });
    expect(languageOfFile('README', '')).toEqual({});
  });

  it('names a program of several files by its language, never judged', () => {
    expect(languageOfFolder(['different.pl', 'kattio.pl'])).toEqual({ notOffered: 'Prolog' });
    expect(languageOfFolder(['main.cc', 'util.h'])).toEqual({ notOffered: 'C++ 17 With O2, several files' });
    expect(languageOfFolder(['notes.txt'])).toEqual({});
  });

  it.each([
    ['a shebang', 'a.py', '#!/usr/bin/env python2\nimport sys\nprint(1)\n'],
    ['a python2.7 shebang', 'a.py', '#!/usr/bin/python2.7\n'],
    ['a print statement', 'a.py', 'import sys\nfor line in sys.stdin:\n    print int(line) * 2\n'],
    ['a bare print of a string', 'a.py', 'print "hello"\n'],
    ['the .py2 extension', 'a.py2', 'x = 1\n'],
  ])('reports Python 2 (%s) as not offered', (_name, file, code) => {
    expect(writtenInPython2(file, code)).toBe(true);
    expect(languageOfFile(file, code)).toEqual({ notOffered: 'Python 2' });
  });

  it.each([
    ['print()', 'print("hello")\nprint (1, 2)\n'],
    ['a python3 shebang', '#!/usr/bin/env python3\nprint(1)\n'],
    ['print as a name', 'print_it = print\nprinter = 1\n'],
    ['print in a comment or string', '# print x\ns = """\nprint x\n"""\nprint(s)\n'],
  ])('keeps Python 3 (%s) as Python 3', (_name, code) => {
    expect(languageOfFile('a.py', code)).toEqual({ language: 'Python3' });
  });

  it.each([
    ['cpp.g++17', 'x', 'C++ 17 With O2'],
    ['c.gcc', 'x', 'C'],
    ['java11', 'x', 'Java'],
    ['python.3', 'x', 'Python3'],
    ['python.pypy3', 'x', 'PyPy3'],
    ['kotlin17', 'x', 'Kotlin'],
    ['csharp.mono', 'x', 'C#'],
    ['unknown', 'sol.c', 'C'],
  ])('Polygon type %s → %s', (type, file, language) => {
    expect(polygonLanguage(type, file, '')).toEqual({ language });
  });

  it('reports Polygon Python 2 types as not offered', () => {
    expect(polygonLanguage('python.2', 'sol.py', 'print(1)\n')).toEqual({ notOffered: 'Python 2' });
    expect(polygonLanguage('python.pypy2', 'sol.py', 'print(1)\n')).toEqual({ notOffered: 'Python 2' });
  });
});
