import { describe, expect, it } from 'vitest';
import { parseCompilerOutput } from './compiler-diagnostics';

describe('parseCompilerOutput', () => {
  it('reads g++ errors with line and column, skipping the function header and notes', () => {
    const output = [
      "main.cpp: In function 'int main()':",
      "main.cpp:5:5: error: 'x' was not declared in this scope",
      '    5 |     x = 1;',
      '      |     ^',
      'main.cpp:3:6: note: declared here',
      'compilation terminated due to -fmax-errors=1.',
    ].join('\n');
    expect(parseCompilerOutput(output)).toEqual([
      { line: 5, column: 5, severity: 'error', message: "'x' was not declared in this scope" },
    ]);
  });

  it('reads gcc fatal errors and warnings', () => {
    expect(
      parseCompilerOutput(
        'main.c:1:10: fatal error: nope.h: No such file or directory\nmain.c:4:1: warning: unused',
      ),
    ).toEqual([
      { line: 1, column: 10, severity: 'error', message: 'nope.h: No such file or directory' },
      { line: 4, column: 1, severity: 'warning', message: 'unused' },
    ]);
  });

  it('ignores errors inside system headers', () => {
    expect(parseCompilerOutput('/usr/include/c++/12/bits/stl_vector.h:10:2: error: boom')).toEqual([]);
  });

  it('reads javac errors, which name no column', () => {
    expect(
      parseCompilerOutput("Main.java:4: error: ';' expected\n        int a = 1\n                 ^\n1 error"),
    ).toEqual([{ line: 4, column: 1, severity: 'error', message: "';' expected" }]);
  });

  it("reads Python's syntax errors from py_compile", () => {
    const output = [
      '  File "main.py", line 2',
      '    print(',
      '         ^',
      "SyntaxError: '(' was never closed",
    ].join('\n');
    expect(parseCompilerOutput(output)).toEqual([
      { line: 2, column: 1, severity: 'error', message: "SyntaxError: '(' was never closed" },
    ]);
  });

  it('reads rustc errors from the arrow line under the message', () => {
    const output = ['error[E0425]: cannot find value `x` in this scope', ' --> main.rs:3:13', '  |'].join(
      '\n',
    );
    expect(parseCompilerOutput(output)).toEqual([
      { line: 3, column: 13, severity: 'error', message: 'cannot find value `x` in this scope' },
    ]);
  });

  it('finds nothing in text that names no line', () => {
    expect(parseCompilerOutput('Compilation exceeded the time limit')).toEqual([]);
  });
});
