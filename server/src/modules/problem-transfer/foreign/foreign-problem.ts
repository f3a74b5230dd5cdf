import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A problem read from another judge's export (FPS XML, QDOJ zip, Hydro zip), before it becomes
 * a problem here. Its test cases are files in `caseDir`, named in `cases`.
 */
export interface ForeignProblem {
  /** The display ID it had there; kept when it is free here, else a new one is given. */
  problemId?: string;
  title: string;
  description: string;
  input?: string;
  output?: string;
  hint?: string;
  source?: string;
  examples: { input: string; output: string }[];
  timeLimitMs: number;
  memoryLimitMb: number;
  /** 0 ACM, 1 OI. */
  type: 0 | 1;
  caseDir: string;
  cases: { input: string; output: string; score?: number }[];
  tags: string[];
  spj?: { language: string; code: string };
  templates: { language: string; code: string }[];
}

/** HOJ keeps a statement's examples as `<input>…</input><output>…</output>` pairs. */
export function examplesText(examples: ForeignProblem['examples']): string {
  return examples.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('');
}

const LANGUAGE_ALIASES: Record<string, string> = {
  c: 'C',
  gcc: 'C',
  'c++': 'C++',
  cpp: 'C++',
  'g++': 'C++',
  cc: 'C++',
  java: 'Java',
  python: 'Python3',
  python3: 'Python3',
  py: 'Python3',
  py3: 'Python3',
  go: 'Golang',
  golang: 'Golang',
  js: 'JavaScript Node',
  javascript: 'JavaScript Node',
  node: 'JavaScript Node',
  rust: 'Rust',
};

/** A language name of another judge as named here ("cpp", "g++" → "C++"), or the name itself. */
export function languageName(foreign: string): string {
  return LANGUAGE_ALIASES[foreign.trim().toLowerCase()] ?? foreign.trim();
}

/** Integer within bounds, or the fallback when missing or not a number. */
export function boundedInt(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value) || value <= 0) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** The sub-folders of `dir` holding a `marker` file (one problem each), in natural order (2 before 10). */
export async function foldersHolding(dir: string, marker: string): Promise<string[]> {
  const folders: string[] = [];
  for (const name of (await readdir(dir)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))) {
    if (await stat(join(dir, name, marker)).catch(() => null)) folders.push(name);
  }
  return folders;
}
