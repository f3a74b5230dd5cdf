import { makeZip } from './problem-zip';

/**
 * Small Kattis packages in the shape of problemtools' four examples (hello, different, guess,
 * oddecho), written here: each ships solutions in the folders whose rules the verification checks
 * (a run-time error by memory, a time limit on one case only, an interactive validator that
 * rejects before the submission gives up, a Python 2 solution). Judged solutions are C++ only, as
 * the e2e judge daemon offers no other language.
 */

const cpp = (body: string) => `#include <bits/stdc++.h>\nusing namespace std;\n${body}\n`;

/** Hello World, with a 64 MiB limit a solution runs out of. */
export function kattisHelloPackage(): Promise<Buffer> {
  return makeZip([
    { name: 'hello/problem.yaml', data: 'name: Hello World!\nlimits:\n  memory: 64\n' },
    {
      name: 'hello/problem_statement/problem.en.tex',
      data: '\\problemname{Hello World!}\nSay hello.\n\\section*{Input}\nNothing.\n\\section*{Output}\nHello World!\n',
    },
    { name: 'hello/data/secret/hello.in', data: '' },
    { name: 'hello/data/secret/hello.ans', data: 'Hello World!\n' },
    { name: 'hello/submissions/accepted/hello.cpp', data: cpp('int main(){puts("Hello World!");}') },
    { name: 'hello/submissions/accepted/hello_py2.py', data: 'print "Hello World!"\n' },
    { name: 'hello/submissions/wrong_answer/hello.cpp', data: cpp('int main(){puts("Hello, World");}') },
    {
      name: 'hello/submissions/run_time_error/memory_limit.cpp',
      data: cpp(
        'int main(){size_t n=256u<<20;char*p=(char*)malloc(n);if(!p)abort();' +
          'for(size_t i=0;i<n;i+=4096)p[i]=(char)i;printf("%d\\n",p[4096]);puts("Hello World!");}',
      ),
    },
  ]);
}

/** |a - b| of two integers up to 10^18; the third test is the one that needs 64 bits and no loop. */
export function kattisDifferentPackage(): Promise<Buffer> {
  return makeZip([
    { name: 'different/problem.yaml', data: 'name: A Different Problem\nlimits:\n  time_limit: 1\n' },
    {
      name: 'different/problem_statement/problem.en.tex',
      data: '\\problemname{A Different Problem}\nThe difference.\n\\section*{Input}\nTwo integers.\n\\section*{Output}\nTheir difference.\n',
    },
    { name: 'different/data/sample/1.in', data: '10 12\n' },
    { name: 'different/data/sample/1.ans', data: '2\n' },
    { name: 'different/data/secret/2.in', data: '7 3\n' },
    { name: 'different/data/secret/2.ans', data: '4\n' },
    { name: 'different/data/secret/3.in', data: '0 1000000000000000000\n' },
    { name: 'different/data/secret/3.ans', data: '1000000000000000000\n' },
    {
      name: 'different/submissions/accepted/different.cpp',
      data: cpp('int main(){long long a,b;cin>>a>>b;cout<<(a>b?a-b:b-a)<<"\\n";}'),
    },
    {
      name: 'different/submissions/accepted/different_py2.py',
      data: '#!/usr/bin/env python2\nimport sys\nfor line in sys.stdin:\n    a, b = map(int, line.split())\n    sys.stdout.write(str(abs(a - b)) + "\\n")\n',
    },
    {
      name: 'different/submissions/time_limit_exceeded/linear_search.cpp',
      data: cpp(
        'int main(){long long a,b;cin>>a>>b;if(a>b)swap(a,b);volatile long long d=0;' +
          'for(long long x=a;x<b;++x)d=d+1;cout<<d<<"\\n";}',
      ),
    },
    {
      name: 'different/submissions/wrong_answer/different_int.cpp',
      data: cpp('int main(){long long a,b;cin>>a>>b;int d=(int)(a>b?a-b:b-a);cout<<d<<"\\n";}'),
    },
  ]);
}

/** Helpers of the guessing validator, in the validator's own header (inlined by the import). */
const GUESS_HEADER = `#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>
static std::string feedback_dir;
static void judge_message(const char* text) {
  FILE* f = fopen((feedback_dir + "judgemessage.txt").c_str(), "a");
  if (f) { fputs(text, f); fclose(f); }
}
static void accept_guess() { exit(42); }
static void reject_guess(const char* why) { judge_message(why); exit(43); }
`;

/** Thinks of the number in the input file; answers each guess with lower / higher / correct. */
const GUESS_VALIDATOR = `#include "validate.h"
int main(int argc, char** argv) {
  feedback_dir = argv[3];
  FILE* in = fopen(argv[1], "r");
  int secret = 0;
  if (!in || fscanf(in, "%d", &secret) != 1) return 1;
  for (int round = 0; round < 10; ++round) {
    int guess;
    if (scanf("%d", &guess) != 1) reject_guess("no guess");
    if (guess < 1 || guess > 1000) reject_guess("guess out of range");
    if (guess == secret) { printf("correct\\n"); fflush(stdout); accept_guess(); }
    printf(guess < secret ? "higher\\n" : "lower\\n");
    fflush(stdout);
  }
  reject_guess("too many guesses");
}
`;

const binarySearch = (flush: string, after: string) =>
  cpp(
    'int main(){int lo=1,hi=1000;char r[16];while(true){int m=(lo+hi)/2;printf("%d\\n",m);' +
      `${flush}if(scanf("%15s",r)!=1)return 0;string s=r;if(s=="correct"){${after}return 0;}` +
      'if(s=="higher")lo=m+1;else hi=m-1;}}',
  );

/** Guess the number in ten tries, talking to the package's validator. */
export function kattisGuessPackage(): Promise<Buffer> {
  return makeZip([
    {
      name: 'guess/problem.yaml',
      data: 'problem_format_version: 2023-07-draft\ntype: interactive\nname:\n  en: Guess the Number\nlimits:\n  time_limit: 1\n',
    },
    {
      name: 'guess/statement/problem.en.tex',
      data: '\\problemname{Guess the Number}\nGuess it.\n\\section*{Interaction}\nAsk.\n',
    },
    { name: 'guess/data/sample/1.interaction', data: '>500\n<lower\n>250\n<correct\n' },
    { name: 'guess/data/secret/1.in', data: '17\n' },
    { name: 'guess/data/secret/1.ans', data: '17\n' },
    { name: 'guess/data/secret/2.in', data: '1000\n' },
    { name: 'guess/data/secret/2.ans', data: '1000\n' },
    { name: 'guess/output_validator/guess_validator/validate.cc', data: GUESS_VALIDATOR },
    { name: 'guess/output_validator/guess_validator/validate.h', data: GUESS_HEADER },
    { name: 'guess/submissions/accepted/guess.cpp', data: binarySearch('fflush(stdout);', '') },
    {
      name: 'guess/submissions/wrong_answer/guess_tle.cpp',
      data: cpp('int main(){printf("-1\\n");fflush(stdout);for(;;);}'),
    },
    { name: 'guess/submissions/time_limit_exceeded/guess_no_flush.cpp', data: binarySearch('', '') },
    {
      name: 'guess/submissions/run_time_error/guess_rte_after_correct.cpp',
      data: binarySearch('fflush(stdout);', 'abort();'),
    },
  ]);
}

/** Echo every other word; a scoring problem with subtask folders, and a partial solution not judged. */
export function kattisOddEchoPackage(): Promise<Buffer> {
  return makeZip([
    {
      name: 'oddecho/problem.yaml',
      data: 'problem_format_version: 2023-07-draft\ntype: scoring\nname:\n  en: Odd Echo\n',
    },
    {
      name: 'oddecho/statement/problem.en.tex',
      data: '\\problemname{Odd Echo}\nEcho.\n\\section*{Input}\nWords.\n\\section*{Output}\nEvery other word.\n',
    },
    { name: 'oddecho/data/sample/1.in', data: '3\nhello\ni\nam\n' },
    { name: 'oddecho/data/sample/1.ans', data: 'hello\nam\n' },
    { name: 'oddecho/data/secret/subtask1/1.in', data: '1\nknock\n' },
    { name: 'oddecho/data/secret/subtask1/1.ans', data: 'knock\n' },
    { name: 'oddecho/data/secret/subtask2/1.in', data: '4\na\nb\nc\nd\n' },
    { name: 'oddecho/data/secret/subtask2/1.ans', data: 'a\nc\n' },
    {
      name: 'oddecho/submissions/accepted/echo.cpp',
      data: cpp('int main(){int n;cin>>n;for(int i=0;i<n;i++){string w;cin>>w;if(i%2==0)cout<<w<<"\\n";}}'),
    },
    {
      name: 'oddecho/submissions/partially_accepted/first.cpp',
      data: cpp('int main(){int n;string w;cin>>n>>w;cout<<w<<"\\n";}'),
    },
  ]);
}
