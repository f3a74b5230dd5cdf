/**
 * The one language table shared by the server (what may be submitted), the judger (how to
 * build and run it) and the editor (Monaco id, template). Commands are argv arrays run inside
 * the sandbox's working directory; `{src}` and `{exe}` are replaced with the file names, and
 * `{memoryMb}` in a run command with the memory limit the program runs under (after the 2× rule).
 * A language with `entry` may also use `{fileClass}` and `{mainClass}` in its file names and
 * commands: the judger reads them from each source.
 */
export interface CompileSpec {
  command: string[];
  /** CPU seconds, wall seconds and memory (MB) allowed to the compiler. */
  cpuSeconds: number;
  wallSeconds: number;
  memoryMb: number;
  /** A system header worth precompiling once per judge host (GCC `.gch`). */
  precompiledHeader?: PrecompiledHeaderSpec;
}

/**
 * GCC uses `<dir>/<header>.gch` instead of `<header>` when `<dir>` comes first on the include
 * path and the `.gch` was built with the same flags; an unusable one is skipped silently.
 */
export interface PrecompiledHeaderSpec {
  /** As sources include it, e.g. `bits/stdc++.h`. */
  header: string;
  /** The compile command's flags the `.gch` must be built with. */
  flags: string[];
}

/**
 * Names a language reads from the source, as Java names its file after the public class and
 * runs the class holding `main`, and Scala runs the object holding it.
 */
export interface EntrySpec {
  /** Which reader the judger applies: `java` = Java's top-level classes, `scala` = Scala's objects. */
  reader: 'java' | 'scala';
  /** `{fileClass}` and `{mainClass}` when the source names no class. */
  fallback: string;
}

export interface LanguageSpec {
  /** HOJ name, the wire value of `language`. */
  name: string;
  /** Shown beside the name: the toolchain, with the version Debian 12 installs where it matters. */
  description: string;
  /** CodeMirror MIME kept for HOJ compatibility. */
  contentType: string;
  /** Monaco language id for the editor. */
  monaco: string;
  src: string;
  exe: string;
  compile?: CompileSpec;
  run: string[];
  /** Class names read from each source for `{fileClass}` and `{mainClass}` (Java). */
  entry?: EntrySpec;
  /** Extra environment for compile and run. */
  env?: Record<string, string>;
  /** Host folders outside the system's own the toolchain reads, shown read-only in the box. */
  hostFolders?: string[];
  /** C and C++ run with the stated limits; every other language gets 2× time and memory. */
  nativeLimits: boolean;
  /** May be used to write a special judge or an interactor. */
  checkerCapable: boolean;
  /** Binary the judger must find for the language to be offered. */
  requires: string;
  /**
   * The editor's starting code when a problem has none of its own: reading and printing only,
   * no solution (the C++ one is an include line, a namespace line and an empty main).
   */
  template: string;
  /** A+B in the language: the judger's self-test and the benchmarks compile and run it on "1 2". */
  aPlusB: string;
}

const C_TEMPLATE = `#include <stdio.h>

int main() {
    return 0;
}
`;

const C_A_PLUS_B = `#include <stdio.h>
int main() {
    int a, b;
    scanf("%d %d", &a, &b);
    printf("%d\\n", a + b);
    return 0;
}
`;

const CPP_TEMPLATE = `#include <bits/stdc++.h>
using namespace std;

int main() {
    return 0;
}
`;

const CPP_A_PLUS_B = `#include <bits/stdc++.h>
using namespace std;

int main() {
    int a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;

const NATIVE_COMPILE = { cpuSeconds: 10, wallSeconds: 20, memoryMb: 512 };

/**
 * The JVM cannot see the box's memory cgroup: tell it the limit so the heap is sized (and
 * collected) to fit instead of growing towards a quarter of the host's RAM. Java, Kotlin and Scala
 * all run this way, so their memory is counted alike.
 */
function jvmRun(classPath: string, mainClass: string): string[] {
  return [
    'java',
    '-Dfile.encoding=UTF-8',
    '-XX:+UseSerialGC',
    '-XX:MaxRAM={memoryMb}m',
    '-XX:MaxRAMPercentage=85',
    '-XX:-UsePerfData',
    '-Xss64m',
    '-cp',
    classPath,
    mainClass,
  ];
}

/** The compilers that run on the JVM start it with a heap of their own inside the compile limit. */
const JVM_COMPILER_ENV = { JAVA_OPTS: '-Xms32m -Xmx512m -XX:+UseSerialGC -XX:-UsePerfData' };
const JVM_COMPILE = { cpuSeconds: 30, wallSeconds: 60, memoryMb: 1536 };

/** gcc and g++ take the same flags: online-judge define, no warnings, first error only. */
function nativeFlags(std: string, o2: boolean): string[] {
  return ['-DONLINE_JUDGE', '-w', '-fmax-errors=1', `-std=${std}`, ...(o2 ? ['-O2'] : [])];
}

function nativeCompile(compiler: 'gcc' | 'g++', std: string, o2: boolean): CompileSpec {
  return {
    command: [compiler, ...nativeFlags(std, o2), '{src}', '-lm', '-o', '{exe}'],
    ...NATIVE_COMPILE,
  };
}

function cLanguage(name: string, o2: boolean): LanguageSpec {
  return {
    name,
    description: 'GCC',
    contentType: 'text/x-csrc',
    monaco: 'c',
    src: 'main.c',
    exe: 'main',
    compile: nativeCompile('gcc', 'c11', o2),
    run: ['./main'],
    nativeLimits: true,
    checkerCapable: !o2,
    requires: 'gcc',
    template: C_TEMPLATE,
    aPlusB: C_A_PLUS_B,
  };
}

function cppLanguage(name: string, std: string, o2: boolean): LanguageSpec {
  return {
    name,
    description: 'G++',
    contentType: 'text/x-c++src',
    monaco: 'cpp',
    src: 'main.cpp',
    exe: 'main',
    compile: {
      ...nativeCompile('g++', std, o2),
      // Parsing bits/stdc++.h is most of an A+B's compile time; with the .gch it takes a quarter.
      precompiledHeader: { header: 'bits/stdc++.h', flags: nativeFlags(std, o2) },
    },
    run: ['./main'],
    nativeLimits: true,
    checkerCapable: name === 'C++',
    requires: 'g++',
    template: CPP_TEMPLATE,
    aPlusB: CPP_A_PLUS_B,
  };
}

function pythonLanguage(name: string, description: string, interpreter: string): LanguageSpec {
  return {
    name,
    description,
    contentType: 'text/x-python',
    monaco: 'python',
    src: 'main.py',
    exe: 'main.py',
    compile: {
      command: [interpreter, '-m', 'py_compile', '{src}'],
      cpuSeconds: 5,
      wallSeconds: 10,
      memoryMb: 256,
    },
    run: [interpreter, '{exe}'],
    env: { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' },
    nativeLimits: false,
    checkerCapable: false,
    requires: interpreter,
    template: 'import sys\n\n\ndef main():\n    pass\n\n\nmain()\n',
    aPlusB: 'a, b = map(int, input().split())\nprint(a + b)\n',
  };
}

export const LANGUAGES: readonly LanguageSpec[] = [
  cLanguage('C', false),
  cLanguage('C With O2', true),
  cppLanguage('C++', 'c++14', false),
  cppLanguage('C++ With O2', 'c++14', true),
  cppLanguage('C++ 17', 'c++17', false),
  cppLanguage('C++ 17 With O2', 'c++17', true),
  cppLanguage('C++ 20', 'c++20', false),
  cppLanguage('C++ 20 With O2', 'c++20', true),
  pythonLanguage('Python3', 'Python 3', 'python3'),
  {
    name: 'Java',
    description: 'OpenJDK',
    contentType: 'text/x-java',
    monaco: 'java',
    // As DOMjudge and Codeforces: any public class name, or no public class at all.
    src: '{fileClass}.java',
    exe: '{mainClass}.class',
    compile: {
      command: ['javac', '-encoding', 'utf-8', '-J-Xms32m', '-J-Xmx256m', '{src}'],
      cpuSeconds: 10,
      wallSeconds: 20,
      memoryMb: 1024,
    },
    run: jvmRun('.', '{mainClass}'),
    entry: { reader: 'java', fallback: 'Main' },
    nativeLimits: false,
    checkerCapable: false,
    requires: 'javac',
    template: `import java.util.*;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
    }
}
`,
    aPlusB: `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int a = in.nextInt(), b = in.nextInt();
        System.out.println(a + b);
    }
}
`,
  },
  {
    name: 'JavaScript Node',
    description: 'Node.js',
    contentType: 'text/javascript',
    monaco: 'javascript',
    src: 'main.js',
    exe: 'main.js',
    run: ['node', '{exe}'],
    nativeLimits: false,
    checkerCapable: false,
    requires: 'node',
    template: `const input = require('fs').readFileSync(0, 'utf8');
`,
    aPlusB: `const lines = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
console.log(lines[0] + lines[1]);
`,
  },
  {
    name: 'Golang',
    description: 'Go',
    contentType: 'text/x-go',
    monaco: 'go',
    src: 'main.go',
    exe: 'main',
    compile: {
      command: ['go', 'build', '-o', '{exe}', '{src}'],
      cpuSeconds: 20,
      wallSeconds: 40,
      memoryMb: 1024,
    },
    run: ['./main'],
    // The build cache lives in the box's own /tmp, emptied before every task (a shared one could
    // be poisoned by a submission). One P: `go build` and the program stay far below the box's
    // process limit on any host, and the garbage collector cannot burn CPU time on idle cores.
    env: { GOCACHE: '/tmp/go-cache', GOPATH: '/tmp/go', GODEBUG: 'madvdontneed=1', GOMAXPROCS: '1' },
    nativeLimits: false,
    checkerCapable: false,
    requires: 'go',
    template: `package main

import "fmt"

func main() {
	fmt.Println()
}
`,
    aPlusB: `package main

import "fmt"

func main() {
	var a, b int
	fmt.Scan(&a, &b)
	fmt.Println(a + b)
}
`,
  },
  {
    name: 'Rust',
    description: 'Rust',
    contentType: 'text/x-rustsrc',
    monaco: 'rust',
    src: 'main.rs',
    exe: 'main',
    compile: {
      command: ['rustc', '-O', '-o', '{exe}', '{src}'],
      cpuSeconds: 20,
      wallSeconds: 40,
      memoryMb: 1024,
    },
    run: ['./main'],
    nativeLimits: false,
    checkerCapable: false,
    requires: 'rustc',
    template: `use std::io::*;

fn main() {
    let mut input = String::new();
    stdin().read_to_string(&mut input).unwrap();
}
`,
    aPlusB: `use std::io::*;

fn main() {
    let mut s = String::new();
    stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();
    println!("{}", v[0] + v[1]);
}
`,
  },
  pythonLanguage('PyPy3', 'PyPy 7.3 (Python 3.9)', 'pypy3'),
  {
    name: 'C#',
    description: 'Mono 6.8 (C# 7)',
    contentType: 'text/x-csharp',
    monaco: 'csharp',
    src: 'main.cs',
    exe: 'main.exe',
    compile: {
      command: ['mcs', '-optimize+', '-nowarn:219,414', '-out:{exe}', '{src}'],
      cpuSeconds: 10,
      wallSeconds: 20,
      memoryMb: 1024,
    },
    run: ['mono', '{exe}'],
    nativeLimits: false,
    checkerCapable: false,
    requires: 'mcs',
    template: `using System;

public class Program {
    public static void Main() {
    }
}
`,
    aPlusB: `using System;

public class Program {
    public static void Main() {
        var parts = Console.ReadLine().Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
        Console.WriteLine(int.Parse(parts[0]) + int.Parse(parts[1]));
    }
}
`,
  },
  {
    name: 'PHP',
    description: 'PHP 8.2',
    contentType: 'text/x-php',
    monaco: 'php',
    src: 'main.php',
    exe: 'main.php',
    compile: { command: ['php', '-l', '{src}'], cpuSeconds: 5, wallSeconds: 10, memoryMb: 256 },
    // No memory_limit of PHP's own: the box's limit is the one that counts.
    run: ['php', '-d', 'memory_limit=-1', '-d', 'display_errors=stderr', '{exe}'],
    nativeLimits: false,
    checkerCapable: false,
    requires: 'php',
    template: '<?php\n$line = trim(fgets(STDIN));\n',
    aPlusB: '<?php\nfscanf(STDIN, "%d %d", $a, $b);\necho $a + $b, "\\n";\n',
  },
  {
    name: 'Ruby',
    description: 'Ruby 3.1',
    contentType: 'text/x-ruby',
    monaco: 'ruby',
    src: 'main.rb',
    exe: 'main.rb',
    compile: { command: ['ruby', '-c', '{src}'], cpuSeconds: 5, wallSeconds: 10, memoryMb: 256 },
    run: ['ruby', '{exe}'],
    nativeLimits: false,
    checkerCapable: false,
    requires: 'ruby',
    template: 'line = gets\n',
    aPlusB: 'a, b = gets.split.map(&:to_i)\nputs a + b\n',
  },
  {
    name: 'Kotlin',
    description: 'Kotlin 1.3 (JVM)',
    contentType: 'text/x-kotlin',
    monaco: 'kotlin',
    src: 'main.kt',
    exe: 'MainKt.class',
    compile: { command: ['kotlinc', '-nowarn', '-d', '.', '{src}'], ...JVM_COMPILE },
    // A top-level main in main.kt compiles to the class MainKt.
    run: jvmRun('.:/usr/share/java/kotlin-stdlib.jar', 'MainKt'),
    env: JVM_COMPILER_ENV,
    nativeLimits: false,
    checkerCapable: false,
    requires: 'kotlinc',
    template: 'fun main() {\n}\n',
    aPlusB:
      'fun main() {\n    val (a, b) = readLine()!!.trim().split(Regex("\\\\s+")).map { it.toInt() }\n    println(a + b)\n}\n',
  },
  {
    name: 'Scala',
    description: 'Scala 2.11',
    contentType: 'text/x-scala',
    monaco: 'scala',
    src: 'main.scala',
    exe: '{mainClass}.class',
    compile: { command: ['scalac', '-nowarn', '-d', '.', '{src}'], ...JVM_COMPILE },
    // The object holding main, whatever its name (Main when the source names none).
    run: jvmRun('.:/usr/share/scala/lib/scala-library.jar', '{mainClass}'),
    entry: { reader: 'scala', fallback: 'Main' },
    env: JVM_COMPILER_ENV,
    nativeLimits: false,
    checkerCapable: false,
    requires: 'scalac',
    template: 'object Main {\n  def main(args: Array[String]): Unit = {\n  }\n}\n',
    aPlusB: `object Main {
  def main(args: Array[String]): Unit = {
    val Array(a, b) = scala.io.StdIn.readLine().trim.split("\\\\s+").map(_.toInt)
    println(a + b)
  }
}
`,
  },
  {
    name: 'Haskell',
    description: 'GHC 9.0',
    contentType: 'text/x-haskell',
    monaco: 'plaintext',
    src: 'main.hs',
    exe: 'main',
    compile: {
      command: ['ghc', '-O2', '-v0', '-outputdir', '/tmp/ghc', '-o', '{exe}', '{src}'],
      cpuSeconds: 30,
      wallSeconds: 60,
      memoryMb: 1536,
    },
    run: ['./main'],
    // Debian keeps GHC's package database in /var/lib/ghc (/usr/lib/ghc links to it).
    hostFolders: ['/var/lib/ghc'],
    nativeLimits: false,
    checkerCapable: false,
    requires: 'ghc',
    template: 'main :: IO ()\nmain = do\n  input <- getContents\n  return ()\n',
    aPlusB:
      'main :: IO ()\nmain = do\n  [a, b] <- map read . words <$> getLine :: IO [Int]\n  print (a + b)\n',
  },
  {
    name: 'OCaml',
    description: 'OCaml 4.13',
    contentType: 'text/x-ocaml',
    monaco: 'plaintext',
    src: 'main.ml',
    exe: 'main',
    compile: {
      command: ['ocamlopt', 'unix.cmxa', 'str.cmxa', '-o', '{exe}', '{src}'],
      cpuSeconds: 20,
      wallSeconds: 40,
      memoryMb: 1024,
    },
    run: ['./main'],
    nativeLimits: false,
    checkerCapable: false,
    requires: 'ocamlopt',
    template: 'let () =\n  ()\n',
    aPlusB: 'let () = Scanf.scanf " %d %d" (fun a b -> Printf.printf "%d\\n" (a + b))\n',
  },
  {
    name: 'Common Lisp',
    description: 'SBCL 2.2',
    contentType: 'text/x-common-lisp',
    monaco: 'scheme',
    src: 'main.lisp',
    exe: 'main.lisp',
    run: ['sbcl', '--noinform', '--no-sysinit', '--no-userinit', '--disable-debugger', '--script', '{exe}'],
    nativeLimits: false,
    checkerCapable: false,
    requires: 'sbcl',
    template: '(let ((line (read-line *standard-input* nil)))\n  line)\n',
    aPlusB: '(let ((a (read)) (b (read)))\n  (format t "~d~%" (+ a b)))\n',
  },
];

const BY_NAME = new Map(LANGUAGES.map((language) => [language.name, language]));

export function findLanguage(name: string): LanguageSpec | undefined {
  return BY_NAME.get(name);
}

/** Time and memory limits a language really runs with: 2× for everything but C and C++. */
export function effectiveLimits(
  language: Pick<LanguageSpec, 'nativeLimits'>,
  timeLimitMs: number,
  memoryLimitMb: number,
): { timeLimitMs: number; memoryLimitMb: number } {
  const factor = language.nativeLimits ? 1 : 2;
  return { timeLimitMs: timeLimitMs * factor, memoryLimitMb: memoryLimitMb * factor };
}

/** The languages offered by default on a new problem. */
export const DEFAULT_PROBLEM_LANGUAGES = [
  'C',
  'C++',
  'C++ With O2',
  'C++ 17',
  'Python3',
  'Java',
  'JavaScript Node',
];
