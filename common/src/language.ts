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
 * runs the class holding `main`.
 */
export interface EntrySpec {
  /** Which reader the judger applies: `java` = Java's top-level classes. */
  reader: 'java';
  /** `{fileClass}` and `{mainClass}` when the source names no class. */
  fallback: string;
}

export interface LanguageSpec {
  /** HOJ name, the wire value of `language`. */
  name: string;
  /** Shown beside the name (toolchain family; the judger reports the real version). */
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

export const LANGUAGES: readonly LanguageSpec[] = [
  cLanguage('C', false),
  cLanguage('C With O2', true),
  cppLanguage('C++', 'c++14', false),
  cppLanguage('C++ With O2', 'c++14', true),
  cppLanguage('C++ 17', 'c++17', false),
  cppLanguage('C++ 17 With O2', 'c++17', true),
  cppLanguage('C++ 20', 'c++20', false),
  cppLanguage('C++ 20 With O2', 'c++20', true),
  {
    name: 'Python3',
    description: 'Python 3',
    contentType: 'text/x-python',
    monaco: 'python',
    src: 'main.py',
    exe: 'main.py',
    compile: {
      command: ['python3', '-m', 'py_compile', '{src}'],
      cpuSeconds: 5,
      wallSeconds: 10,
      memoryMb: 256,
    },
    run: ['python3', '{exe}'],
    env: { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' },
    nativeLimits: false,
    checkerCapable: false,
    requires: 'python3',
    template: 'import sys\n\n\ndef main():\n    pass\n\n\nmain()\n',
    aPlusB: 'a, b = map(int, input().split())\nprint(a + b)\n',
  },
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
    // The JVM cannot see the box's memory cgroup: tell it the limit so the heap is sized (and
    // collected) to fit instead of growing towards a quarter of the host's RAM.
    run: [
      'java',
      '-Dfile.encoding=UTF-8',
      '-XX:+UseSerialGC',
      '-XX:MaxRAM={memoryMb}m',
      '-XX:MaxRAMPercentage=85',
      '-XX:-UsePerfData',
      '-Xss64m',
      '-cp',
      '.',
      '{mainClass}',
    ],
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
