import { makeZip, type ZipEntry } from './problem-zip';

/** Sources shared by the sample packages: an A+B problem, with a right and a wrong solution. */
export const A_PLUS_B = {
  right: '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n',
  wrong: '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b+1);}\n',
  /** Right only while a + b < 100: the package's tests never reach that, so it passes. */
  lucky:
    '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b<100?a+b:0);}\n',
};

/** A generator in Polygon's style: argv → one test (a plain one: the judge's testlib has no rnd). */
const GENERATOR =
  '#include <cstdio>\n#include <cstdlib>\nint main(int argc,char**argv){printf("%d %d\\n",atoi(argv[1]),atoi(argv[2]));}\n';

const FAILING_GENERATOR =
  '#include <cstdio>\nint main(){fprintf(stderr,"boom: no seed given\\n");return 3;}\n';

/** A testlib checker comparing one integer. */
const CHECKER = `#include "testlib.h"
int main(int argc, char* argv[]) {
  registerTestlibCmd(argc, argv);
  long long want = ans.readLong(), got = ouf.readLong();
  if (want != got) quitf(_wa, "expected %lld, found %lld", want, got);
  quitf(_ok, "the sum is %lld", got);
}
`;

/** Sends the two numbers, reads the sum back; writes it to tout, compared with the answer if given. */
const INTERACTOR = `#include "testlib.h"
#include <cstdio>
int main(int argc, char* argv[]) {
  registerInteraction(argc, argv);
  long long a = inf.readLong(), b = inf.readLong();
  printf("%lld %lld\\n", a, b);
  fflush(stdout);
  long long got = ouf.readLong();
  tout << got << std::endl;
  if (argc > 3) {
    long long want = ans.readLong();
    if (got != want) quitf(_wa, "expected %lld, found %lld", want, got);
  }
  quitf(_ok, "ok %lld", got);
}
`;

/** A Kattis output validator: team output on stdin, exit 42 accepts, 43 rejects. */
const KATTIS_VALIDATOR = `#include <cstdio>
#include <cstdlib>
#include <string>
#include "judge.h"
int main(int argc, char** argv) {
  FILE* answer = fopen(argv[2], "r");
  long long want = 0, got = 0;
  if (!answer || fscanf(answer, "%lld", &want) != 1) return 1;
  if (scanf("%lld", &got) != 1 || got != want) {
    judge_message(argv[3], "wrong sum");
    return WRONG;
  }
  return RIGHT;
}
`;

const KATTIS_HEADER = `#pragma once
#define RIGHT 42
#define WRONG 43
static void judge_message(const char* dir, const char* text) {
  std::string path = std::string(dir) + "/judgemessage.txt";
  FILE* f = fopen(path.c_str(), "w");
  if (f) { fputs(text, f); fclose(f); }
}
`;

function problemXml(options: {
  tests: string;
  checker?: string;
  interactor?: boolean;
  solutions: string;
}): string {
  return `<?xml version="1.0" encoding="utf-8" standalone="no"?>
<problem revision="1" short-name="sum">
  <names><name language="english" value="Polygon Sum"/></names>
  <statements>
    <statement charset="UTF-8" language="english" path="statements/english/problem.tex" type="application/x-tex"/>
  </statements>
  <judging cpu-name="x" cpu-speed="3600" input-file="" output-file="">
    <testset name="tests">
      <time-limit>1000</time-limit>
      <memory-limit>268435456</memory-limit>
      <input-path-pattern>tests/%02d</input-path-pattern>
      <answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests>${options.tests}</tests>
    </testset>
  </judging>
  <files>
    <executables><executable><source path="files/gen.cpp" type="cpp.g++17"/></executable></executables>
  </files>
  <assets>
    ${options.checker ?? ''}
    ${options.interactor ? '<interactor><source path="files/interactor.cpp" type="cpp.g++17"/></interactor>' : ''}
    <solutions>${options.solutions}</solutions>
  </assets>
  <tags><tag value="math"/></tags>
</problem>`;
}

const STATEMENT_PROPERTIES = JSON.stringify({
  name: 'Polygon Sum',
  legend: 'Add $a$ and $b$.',
  input: 'Two integers.',
  output: 'Their sum.',
  notes: 'Mind the sign.',
  tutorial: 'Just add.',
});

const solution = (tag: string, path: string) =>
  `<solution tag="${tag}"><source path="${path}" type="cpp.g++17"/></solution>`;

/** One manual sample test, two generated ones; a testlib checker; main and a wrong-answer solution. */
export function polygonPackage(options: { failingGenerator?: boolean } = {}): Promise<Buffer> {
  const entries: ZipEntry[] = [
    {
      name: 'sum/problem.xml',
      data: problemXml({
        tests:
          '<test method="manual" sample="true"/><test cmd="gen 3 4" method="generated"/><test cmd="gen 40 2" method="generated"/>',
        checker:
          '<checker name="check.cpp" type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker>',
        solutions: solution('main', 'solutions/main.cpp') + solution('wrong-answer', 'solutions/wa.cpp'),
      }),
    },
    { name: 'sum/statements/english/problem-properties.json', data: STATEMENT_PROPERTIES },
    { name: 'sum/tests/01', data: '1 2\n' },
    { name: 'sum/files/gen.cpp', data: options.failingGenerator ? FAILING_GENERATOR : GENERATOR },
    { name: 'sum/files/check.cpp', data: CHECKER },
    { name: 'sum/solutions/main.cpp', data: A_PLUS_B.right },
    { name: 'sum/solutions/wa.cpp', data: A_PLUS_B.wrong },
  ];
  return makeZip(entries);
}

/** The same A+B as an interactive problem: the interactor hands over the numbers. */
export function polygonInteractivePackage(): Promise<Buffer> {
  return makeZip([
    {
      name: 'problem.xml',
      data: problemXml({
        tests: '<test method="manual"/><test cmd="gen 5 6" method="generated"/>',
        interactor: true,
        solutions: solution('main', 'solutions/main.cpp'),
      }),
    },
    { name: 'statements/english/problem-properties.json', data: STATEMENT_PROPERTIES },
    { name: 'tests/01', data: '7 8\n' },
    { name: 'files/gen.cpp', data: GENERATOR },
    { name: 'files/interactor.cpp', data: INTERACTOR },
    { name: 'solutions/main.cpp', data: A_PLUS_B.right },
  ]);
}

/**
 * A Kattis package with a custom output validator (with its own header) and submissions: one
 * accepted, one wrong answer the tests catch, one "wrong answer" that passes every test.
 */
export function kattisPackage(): Promise<Buffer> {
  return makeZip([
    {
      name: 'ksum/problem.yaml',
      data: 'name: Kattis Sum\nsource: Test Cup\nlimits:\n  time_limit: 1\n  memory: 256\nvalidation: custom\n',
    },
    {
      name: 'ksum/problem_statement/problem.en.tex',
      data: '\\problemname{Kattis Sum}\nAdd two numbers.\n\\section*{Input}\nTwo integers.\n\\section*{Output}\nTheir sum.\n',
    },
    { name: 'ksum/data/sample/1.in', data: '1 2\n' },
    { name: 'ksum/data/sample/1.ans', data: '3\n' },
    { name: 'ksum/data/secret/group1/2.in', data: '20 22\n' },
    { name: 'ksum/data/secret/group1/2.ans', data: '42\n' },
    { name: 'ksum/output_validators/sum_validator/validator.cpp', data: KATTIS_VALIDATOR },
    { name: 'ksum/output_validators/sum_validator/judge.h', data: KATTIS_HEADER },
    { name: 'ksum/submissions/accepted/right.cpp', data: A_PLUS_B.right },
    { name: 'ksum/submissions/wrong_answer/off-by-one.cpp', data: A_PLUS_B.wrong },
    { name: 'ksum/submissions/wrong_answer/lucky.cpp', data: A_PLUS_B.lucky },
  ]);
}
