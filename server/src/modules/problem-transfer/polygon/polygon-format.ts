import { XMLParser } from 'fast-xml-parser';
import { badRequest } from '../../../common/http/app.exception';

/** One test of the main testset: a file of the package, or the output of a generator command. */
export interface PolygonTest {
  /** 1-based, as the path patterns number them. */
  index: number;
  method: 'manual' | 'generated';
  /** `gen 1 5`: the executable's name (its file name without extension) and its arguments. */
  cmd?: string;
  sample: boolean;
  points?: number;
}

export interface PolygonSource {
  path: string;
  type: string;
}

/** What problem.xml of a Polygon package describes (the main testset, sources, solutions). */
export interface PolygonDescriptor {
  shortName?: string;
  /** Problem names by statement language (`english` → `A + B`). */
  names: { language: string; value: string }[];
  statementLanguages: string[];
  timeLimitMs: number;
  memoryLimitMb: number;
  inputPattern: string;
  answerPattern: string;
  tests: PolygonTest[];
  /** Generators and other programs under `files/`. */
  executables: PolygonSource[];
  /** Headers and other resources under `files/` (testlib.h). */
  resources: string[];
  checker?: { name?: string; source?: PolygonSource };
  interactor?: { source: PolygonSource };
  solutions: (PolygonSource & { tag: string })[];
  tags: string[];
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) =>
    ['name', 'statement', 'testset', 'test', 'executable', 'file', 'solution', 'tag'].includes(name),
});

const list = (value: unknown): Node[] =>
  Array.isArray(value) ? (value as Node[]) : value ? [value as Node] : [];
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const attr = (n: Node, name: string): string | undefined => {
  const value = n[`@_${name}`];
  return value === undefined ? undefined : String(value);
};
const text = (value: unknown): string =>
  (typeof value === 'object' ? String(node(value)['#text'] ?? '') : String(value ?? '')).trim();

function source(n: Node): PolygonSource | undefined {
  const s = node(list(n.source)[0]);
  const path = attr(s, 'path');
  return path ? { path, type: attr(s, 'type') ?? '' } : undefined;
}

/** Reads problem.xml (400 when it is not a Polygon problem descriptor). */
export function readPolygonXml(xml: string): PolygonDescriptor {
  let problem: Node;
  try {
    problem = node(parser.parse(xml).problem);
  } catch {
    throw badRequest('problem.xml is not valid XML');
  }
  const judging = node(problem.judging);
  const testsets = list(judging.testset);
  const testset = testsets.find((t) => attr(t, 'name') === 'tests') ?? testsets[0];
  if (!testset) throw badRequest('problem.xml has no testset');
  const tests = list(node(testset.tests).test).map((t, i): PolygonTest => {
    const points = Number(attr(t, 'points'));
    return {
      index: i + 1,
      method: attr(t, 'method') === 'generated' ? 'generated' : 'manual',
      cmd: attr(t, 'cmd'),
      sample: attr(t, 'sample') === 'true',
      points: Number.isFinite(points) && points > 0 ? points : undefined,
    };
  });
  const assets = node(problem.assets);
  const files = node(problem.files);
  const checker = assets.checker ? node(assets.checker) : undefined;
  const interactorSource = assets.interactor ? source(node(assets.interactor)) : undefined;
  return {
    shortName: attr(problem, 'short-name'),
    names: list(node(problem.names).name).map((n) => ({
      language: attr(n, 'language') ?? '',
      value: attr(n, 'value') ?? '',
    })),
    statementLanguages: [
      ...new Set(list(node(problem.statements).statement).map((s) => attr(s, 'language') ?? '')),
    ].filter(Boolean),
    timeLimitMs: Number(text(testset['time-limit'])) || 1000,
    memoryLimitMb: Math.round((Number(text(testset['memory-limit'])) || 256 * 1024 * 1024) / 1024 / 1024),
    inputPattern: text(testset['input-path-pattern']) || 'tests/%02d',
    answerPattern: text(testset['answer-path-pattern']) || 'tests/%02d.a',
    tests,
    executables: list(node(files.executables).executable).flatMap((e) => source(e) ?? []),
    resources: list(node(files.resources).file).flatMap((f) => attr(f, 'path') ?? []),
    checker: checker ? { name: attr(checker, 'name'), source: source(checker) } : undefined,
    interactor: interactorSource ? { source: interactorSource } : undefined,
    solutions: list(node(assets.solutions).solution).flatMap((s) => {
      const src = source(s);
      return src ? [{ ...src, tag: attr(s, 'tag') ?? '' }] : [];
    }),
    tags: list(node(problem.tags).tag).flatMap((t) => attr(t, 'value') ?? []),
  };
}

/** `tests/%02d` with 3 → `tests/03` (the printf patterns of problem.xml). */
export function pathOfTest(pattern: string, index: number): string {
  return pattern.replace(/%0?(\d*)d/, (_, width: string) => String(index).padStart(Number(width) || 0, '0'));
}

/** `gen 1 "a b"` → program `gen`, arguments `1`, `a b` (Polygon's quoting). */
export function splitCommand(cmd: string): { program: string; args: string[] } {
  const words = [...cmd.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]);
  const [program = '', ...args] = words;
  return { program, args };
}

/** The English statement, or the first one there is. */
export function statementLanguage(descriptor: PolygonDescriptor): string | undefined {
  return descriptor.statementLanguages.find((l) => l === 'english') ?? descriptor.statementLanguages[0];
}

/**
 * Standard checkers that the judge's own comparison does as well as they do (whitespace-tolerant
 * token or line comparison); anything else needs its source.
 */
const TOKEN_CHECKERS = new Set(['wcmp', 'lcmp', 'ncmp', 'icmp', 'uncmp', 'yesno', 'nyesno', 'hcmp']);

export function isPlainStandardChecker(name: string | undefined): boolean {
  const match = /^std::(\w+)(\.cpp)?$/.exec(name ?? '');
  return !!match && TOKEN_CHECKERS.has(match[1]);
}
