import { JudgeStatus } from '@verdict/common';

/**
 * What a package says one of its solutions must get. Besides single verdicts, Polygon has
 * "anything but accepted" and two either-or tags.
 */
export const EXPECTED_VERDICTS = [
  'AC',
  'WA',
  'PE',
  'TLE',
  'MLE',
  'RE',
  'REJECTED',
  'TLE_OR_AC',
  'TLE_OR_MLE',
] as const;
export type ExpectedVerdict = (typeof EXPECTED_VERDICTS)[number];

const ACCEPTED_STATUSES: Record<ExpectedVerdict, readonly number[]> = {
  AC: [JudgeStatus.ACCEPTED],
  // A special judge reports presentation errors as wrong answers (HOJ), so either counts.
  WA: [JudgeStatus.WRONG_ANSWER, JudgeStatus.PRESENTATION_ERROR],
  PE: [JudgeStatus.PRESENTATION_ERROR, JudgeStatus.WRONG_ANSWER],
  TLE: [JudgeStatus.TIME_LIMIT_EXCEEDED],
  MLE: [JudgeStatus.MEMORY_LIMIT_EXCEEDED],
  RE: [JudgeStatus.RUNTIME_ERROR],
  REJECTED: [
    JudgeStatus.WRONG_ANSWER,
    JudgeStatus.PRESENTATION_ERROR,
    JudgeStatus.TIME_LIMIT_EXCEEDED,
    JudgeStatus.MEMORY_LIMIT_EXCEEDED,
    JudgeStatus.RUNTIME_ERROR,
    JudgeStatus.PARTIAL_ACCEPTED,
  ],
  TLE_OR_AC: [JudgeStatus.TIME_LIMIT_EXCEEDED, JudgeStatus.ACCEPTED],
  TLE_OR_MLE: [JudgeStatus.TIME_LIMIT_EXCEEDED, JudgeStatus.MEMORY_LIMIT_EXCEEDED],
};

/** Whether a final status is what the package expected of the solution. */
export function verdictMatches(expected: ExpectedVerdict, status: number): boolean {
  return ACCEPTED_STATUSES[expected].includes(status);
}

const POLYGON_TAGS: Record<string, ExpectedVerdict> = {
  main: 'AC',
  accepted: 'AC',
  'wrong-answer': 'WA',
  'presentation-error': 'PE',
  'time-limit-exceeded': 'TLE',
  'memory-limit-exceeded': 'MLE',
  'runtime-error': 'RE',
  rejected: 'REJECTED',
  failed: 'REJECTED',
  'time-limit-exceeded-or-accepted': 'TLE_OR_AC',
  'time-limit-exceeded-or-memory-limit-exceeded': 'TLE_OR_MLE',
};

/** A Polygon solution tag (`main`, `wrong-answer`, … any case, `_` or `-`) as an expectation. */
export function polygonExpected(tag: string): ExpectedVerdict | undefined {
  return POLYGON_TAGS[tag.trim().toLowerCase().replaceAll('_', '-')];
}

const KATTIS_FOLDERS: Record<string, ExpectedVerdict> = {
  accepted: 'AC',
  wrong_answer: 'WA',
  time_limit_exceeded: 'TLE',
  run_time_error: 'RE',
  memory_limit_exceeded: 'MLE',
  output_limit_exceeded: 'RE',
  rejected: 'REJECTED',
};

/** A Kattis `submissions/<folder>` as an expectation; other folders are not judged. */
export function kattisExpected(folder: string): ExpectedVerdict | undefined {
  return KATTIS_FOLDERS[folder.trim().toLowerCase()];
}

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
};

/** The language a package's source file is judged in, by its extension; undefined if none fits. */
export function languageOfFile(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? undefined : EXTENSIONS[fileName.slice(dot + 1).toLowerCase()];
}

/** A Polygon source type (`cpp.g++17`, `c.gcc`, `python.3`, `java11`) as a language here. */
export function polygonLanguage(type: string, fileName: string): string | undefined {
  const t = type.toLowerCase();
  if (t.startsWith('cpp')) return 'C++ 17 With O2';
  if (t.startsWith('c.')) return 'C';
  if (t.startsWith('python')) return 'Python3';
  if (t.startsWith('java')) return 'Java';
  return languageOfFile(fileName);
}
