/**
 * Finds the lines a compile error points at, for markers in the editor. Reads the formats of the
 * judge's compilers: gcc/g++ and rustc-like `file:line:col: error: text`, javac's
 * `File.java:line: error: text`, and Python's `File "main.py", line N` followed by the error
 * line. Only the submitted source counts (a bare file name, as the judge compiles in its own
 * directory); messages about system headers or `note:` lines are not markers of their own.
 */
export interface CompilerDiagnostic {
  /** 1-based, as compilers count. */
  line: number;
  /** 1-based; 1 when the compiler names no column. */
  column: number;
  severity: 'error' | 'warning';
  message: string;
}

const GCC_OR_JAVAC = /^([^\s:/\\]+\.[A-Za-z0-9+]+):(\d+):(?:(\d+):)?\s*(fatal error|error|warning):\s*(.*)$/;
const PYTHON_FILE = /^\s*File "([^"/\\]+\.py)", line (\d+)/;
const PYTHON_ERROR = /^(?:Sorry: )?([A-Za-z]*Error): (.*)$/;
const RUST_ARROW = /^\s*--> ([^\s:/\\]+\.rs):(\d+):(\d+)/;
const RUST_HEAD = /^(error|warning)(?:\[\w+\])?: (.*)$/;

export function parseCompilerOutput(output: string): CompilerDiagnostic[] {
  const found: CompilerDiagnostic[] = [];
  const lines = output.split(/\r?\n/);
  let pythonLine: number | null = null;
  let rustHead: { severity: 'error' | 'warning'; message: string } | null = null;
  for (const text of lines) {
    const gcc = GCC_OR_JAVAC.exec(text);
    if (gcc) {
      found.push({
        line: Number(gcc[2]),
        column: gcc[3] ? Number(gcc[3]) : 1,
        severity: gcc[4] === 'warning' ? 'warning' : 'error',
        message: gcc[5].trim(),
      });
      continue;
    }
    const rustHeadMatch = RUST_HEAD.exec(text);
    if (rustHeadMatch) {
      rustHead = { severity: rustHeadMatch[1] as 'error' | 'warning', message: rustHeadMatch[2].trim() };
      continue;
    }
    const arrow = RUST_ARROW.exec(text);
    if (arrow && rustHead) {
      found.push({ line: Number(arrow[2]), column: Number(arrow[3]), ...rustHead });
      rustHead = null;
      continue;
    }
    const file = PYTHON_FILE.exec(text);
    if (file) {
      pythonLine = Number(file[2]);
      continue;
    }
    const pythonError = PYTHON_ERROR.exec(text);
    if (pythonError && pythonLine !== null) {
      found.push({
        line: pythonLine,
        column: 1,
        severity: 'error',
        message: `${pythonError[1]}: ${pythonError[2].trim()}`,
      });
      pythonLine = null;
    }
  }
  return found.filter((item) => item.line > 0);
}
