import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { badRequest } from '../../../common/http/app.exception';
import { boundedInt, type ForeignProblem, languageName } from './foreign-problem';

/** An image embedded in an FPS item: where the statement points to it, and its bytes. */
export interface FpsImage {
  src: string;
  data: Buffer;
}

export interface FpsProblem {
  problem: ForeignProblem;
  images: FpsImage[];
}

type XmlNode = string | { '#text'?: string; [attribute: string]: unknown } | undefined;

const REPEATED = new Set([
  'item',
  'img',
  'sample_input',
  'sample_output',
  'test_input',
  'test_output',
  'template',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  isArray: (name) => REPEATED.has(name),
});

function text(node: XmlNode): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node;
  return typeof node['#text'] === 'string' ? node['#text'] : '';
}

function attribute(node: XmlNode, name: string): string {
  return typeof node === 'object' && typeof node[`@_${name}`] === 'string'
    ? (node[`@_${name}`] as string)
    : '';
}

function list(node: unknown): XmlNode[] {
  return Array.isArray(node) ? (node as XmlNode[]) : [];
}

/** FPS limits: time in seconds unless `unit="ms"`, memory in MB unless `unit="kb"`. */
function timeLimitMs(node: XmlNode): number {
  const value = Number(text(node).trim());
  const ms = attribute(node, 'unit').toLowerCase() === 'ms' ? value : value * 1000;
  return boundedInt(ms, 1, 60_000, 1000);
}

function memoryLimitMb(node: XmlNode): number {
  const value = Number(text(node).trim());
  const mb = attribute(node, 'unit').toLowerCase() === 'kb' ? value / 1024 : value;
  return boundedInt(mb, 1, 4096, 256);
}

/**
 * Reads a FreeProblemSet XML file (the exchange format of HUSTOJ and its kin): one problem per
 * `<item>`, its test cases written as `1.in`/`1.out`… into a folder of `workDir` per problem.
 */
export async function readFps(xml: string, workDir: string): Promise<FpsProblem[]> {
  // Entity declarations are never needed by FPS and are how XML expansion bombs work.
  if (/<!ENTITY/i.test(xml)) throw badRequest('The FPS file must not declare XML entities');
  let root: Record<string, unknown>;
  try {
    root = parser.parse(xml, true) as Record<string, unknown>;
  } catch {
    throw badRequest('The file is not a valid FPS XML file');
  }
  const fps = root.fps as Record<string, unknown> | undefined;
  const items = list(fps?.item) as unknown as Record<string, XmlNode>[];
  if (!fps || items.length === 0) throw badRequest('The FPS file holds no <item> problem');
  const problems: FpsProblem[] = [];
  for (const [index, item] of items.entries()) {
    const title = text(item.title).trim();
    if (!title) throw badRequest(`Problem ${index + 1} of the FPS file has no title`);
    const inputs = list(item.test_input).map(text);
    const outputs = list(item.test_output).map(text);
    if (inputs.length === 0) throw badRequest(`The problem "${title}" has no test cases`);
    const caseDir = join(workDir, `problem_${index + 1}`);
    await mkdir(caseDir, { recursive: true });
    const cases = inputs.map((_, i) => ({ input: `${i + 1}.in`, output: `${i + 1}.out` }));
    for (const [i, input] of inputs.entries()) {
      await writeFile(join(caseDir, cases[i].input), input);
      await writeFile(join(caseDir, cases[i].output), outputs[i] ?? '');
    }
    const sampleOutputs = list(item.sample_output).map(text);
    const spj = item.spj;
    problems.push({
      problem: {
        title,
        description: text(item.description),
        input: text(item.input),
        output: text(item.output),
        hint: text(item.hint),
        source: text(item.source).trim(),
        examples: list(item.sample_input).map((input, i) => ({
          input: text(input),
          output: sampleOutputs[i] ?? '',
        })),
        timeLimitMs: timeLimitMs(item.time_limit),
        memoryLimitMb: memoryLimitMb(item.memory_limit),
        type: 0,
        caseDir,
        cases,
        tags: [],
        spj: text(spj).trim()
          ? { language: languageName(attribute(spj, 'language') || 'C'), code: text(spj) }
          : undefined,
        templates: list(item.template).map((t) => ({
          language: languageName(attribute(t, 'language')),
          code: text(t),
        })),
      },
      images: list(item.img).flatMap((img) => {
        const node = img as unknown as Record<string, XmlNode>;
        const src = text(node.src).trim();
        const data = Buffer.from(text(node.base64).replace(/\s+/g, ''), 'base64');
        return src && data.length > 0 ? [{ src, data }] : [];
      }),
    });
  }
  return problems;
}
