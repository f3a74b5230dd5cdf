import { parse, type HTMLElement, NodeType } from 'node-html-parser';
import type { RemoteExample, RemoteProblem } from '../remote-judge-adapter';
import { RemoteJudgeError } from '../remote-judge-error';
import { collapseSpaces } from './atcoder-page';

export type AtCoderTask = Omit<RemoteProblem, 'remoteId' | 'sourceLink'>;

/** Section headings of a statement, in English and (old tasks have no English) in Japanese. */
const HEADINGS = {
  description: ['Problem Statement', '問題文'],
  constraints: ['Constraints', '制約'],
  input: ['Input', '入力'],
  output: ['Output', '出力'],
};
const SAMPLE_INPUT = /^(?:Sample Input|入力例)\s*(\d+)$/;
const SAMPLE_OUTPUT = /^(?:Sample Output|出力例)\s*(\d+)$/;

const TIME_LIMIT = /(?:Time Limit|実行時間制限)\s*:\s*([\d.]+)\s*(msec|ms|sec|s)\b/i;
const MEMORY_LIMIT = /(?:Memory Limit|メモリ制限)\s*:\s*([\d.]+)\s*(KiB|KB|MiB|MB|GiB|GB)\b/i;

/**
 * Reads a task page (`/contests/<c>/tasks/<t>?lang=en`): the title, "Time Limit: 2 sec / Memory
 * Limit: 1024 MB", and the statement's English half (`#task-statement span.lang-en`) cut at its
 * `<section>` headings. Parts stay HTML, as AtCoder writes them (TeX inside `<var>`).
 */
export function parseTaskPage(html: string): AtCoderTask {
  const page = parse(html);
  const statement = page.querySelector('#task-statement');
  const heading = page.querySelector('span.h2');
  if (!statement || !heading) throw changed('has no task statement');
  const text = page.text;
  const task: AtCoderTask = {
    title: ownText(heading),
    description: '',
    input: '',
    output: '',
    hint: '',
    examples: [],
    timeLimitMs: timeLimitMs(text),
    memoryLimitMb: memoryLimitMb(text),
  };
  const english = statement.querySelector('span.lang-en') ?? statement;
  readSections(english, task);
  // A statement without headed sections (some very old tasks) is one description.
  if (!task.description && !task.input && task.examples.length === 0) {
    task.description = english.innerHTML.trim();
  }
  return task;
}

function readSections(statement: HTMLElement, task: AtCoderTask): void {
  let constraints = '';
  const samples = new Map<number, Partial<RemoteExample>>();
  for (const section of statement.querySelectorAll('section')) {
    const h3 = section.querySelector('h3');
    if (!h3) continue;
    const title = ownText(h3);
    const sampleInput = SAMPLE_INPUT.exec(title);
    const sampleOutput = SAMPLE_OUTPUT.exec(title);
    if (sampleInput || sampleOutput) {
      const number = Number((sampleInput ?? sampleOutput)![1]);
      const sample = samples.get(number) ?? {};
      sample[sampleInput ? 'input' : 'output'] = preText(section);
      samples.set(number, sample);
      continue;
    }
    const body = bodyHtml(section, h3);
    if (HEADINGS.description.includes(title)) task.description = body;
    else if (HEADINGS.constraints.includes(title)) constraints = `<h3>${escapeHtml(title)}</h3>\n${body}`;
    else if (HEADINGS.input.includes(title)) task.input = body;
    else if (HEADINGS.output.includes(title)) task.output = body;
    // Notes and the like: what the statement says besides the parts this site has fields for.
    else task.hint += `${task.hint ? '\n' : ''}<h3>${escapeHtml(title)}</h3>\n${body}`;
  }
  // This site's statements have no constraints field; they read best right after the story.
  if (constraints) task.description = [task.description, constraints].filter(Boolean).join('\n');
  task.examples = [...samples.entries()]
    .sort(([a], [b]) => a - b)
    .filter(([, sample]) => sample.input !== undefined)
    .map(([, sample]) => ({ input: sample.input!, output: sample.output ?? '' }));
}

/** A heading's own words, without the "Copy" button or "Editorial" link AtCoder puts inside. */
function ownText(element: HTMLElement): string {
  const words = element.childNodes
    .filter((node) => node.nodeType === NodeType.TEXT_NODE)
    .map((node) => node.text);
  return collapseSpaces(words.join(' '));
}

/** A section's HTML after its heading, without the copy buttons of sample blocks. */
function bodyHtml(section: HTMLElement, h3: HTMLElement): string {
  h3.remove();
  section.querySelectorAll('.div-btn-copy, .btn-copy').forEach((button) => button.remove());
  return section.innerHTML.trim();
}

/** A sample's text; HTML drops the line break right after `<pre>`, so does this. */
function preText(section: HTMLElement): string {
  const pre = section.querySelector('pre');
  if (!pre) throw changed('has a sample without its text');
  return pre.text.replace(/^\r?\n/, '');
}

function timeLimitMs(text: string): number {
  const match = TIME_LIMIT.exec(text);
  if (!match) throw changed('shows no time limit');
  const value = Number(match[1]);
  return Math.round(match[2].toLowerCase().startsWith('m') ? value : value * 1000);
}

function memoryLimitMb(text: string): number {
  const match = MEMORY_LIMIT.exec(text);
  if (!match) throw changed('shows no memory limit');
  const value = Number(match[1]);
  const unit = match[2].toUpperCase();
  if (unit.startsWith('K')) return Math.max(1, Math.round(value / 1024));
  if (unit.startsWith('G')) return Math.round(value * 1024);
  return Math.round(value);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function changed(what: string): RemoteJudgeError {
  return new RemoteJudgeError('changed-page', `AtCoder's task page ${what}`);
}
