import { HTMLElement, parse, TextNode, type Node } from 'node-html-parser';
import type { RemoteExample, RemoteProblem } from '../remote-judge-adapter';
import { RemoteJudgeError } from '../remote-judge-error';

export type CodeforcesStatement = Omit<RemoteProblem, 'remoteId' | 'sourceLink'>;

/**
 * Reads a Codeforces statement page (`div.problem-statement`: a header with title and limits, the
 * legend, input and output specifications, sample tests, note). Statement parts stay HTML, with
 * Codeforces' `$$$…$$$` formulas as they are and relative links made absolute against `pageUrl`.
 */
export function readProblemPage(html: string, pageUrl: string): CodeforcesStatement {
  // `pre` parsed as HTML, not kept as raw text: samples are split into `div.test-example-line`s.
  const page = parse(html, { blockTextElements: { script: true, noscript: true, style: true } });
  const statement = page.querySelector('.problem-statement');
  if (!statement) throw changed('has no problem statement');
  absolutizeLinks(statement, pageUrl);

  const title = statement.querySelector('.header .title')?.text.trim();
  const timeLimitMs = readTimeLimitMs(statement.querySelector('.header .time-limit'));
  const memoryLimitMb = readMemoryLimitMb(statement.querySelector('.header .memory-limit'));
  if (!title) throw changed('has no title');
  if (timeLimitMs === null || memoryLimitMb === null) throw changed('has no time or memory limit');

  return {
    // "A. Codehorses T-shirts": the index is already the problem's id.
    title: title.replace(/^[A-Z][A-Z0-9]*\.\s+/, ''),
    description: legendOf(statement),
    input: sectionHtml(statement.querySelector('.input-specification')),
    output: sectionHtml(statement.querySelector('.output-specification')),
    hint: sectionHtml(statement.querySelector('.note')),
    examples: readExamples(statement),
    timeLimitMs,
    memoryLimitMb,
  };
}

function changed(what: string): RemoteJudgeError {
  return new RemoteJudgeError('changed-page', `The Codeforces problem page ${what}`);
}

/** "time limit per test" then "2 seconds" (or "0.5 seconds"). */
function readTimeLimitMs(limit: HTMLElement | null): number | null {
  const match = /([\d.]+)\s*seconds?/i.exec(valueOf(limit));
  return match ? Math.round(Number(match[1]) * 1000) : null;
}

/** "memory limit per test" then "256 megabytes". */
function readMemoryLimitMb(limit: HTMLElement | null): number | null {
  const match = /(\d+)\s*megabytes?/i.exec(valueOf(limit));
  return match ? Number(match[1]) : null;
}

/** A header property's value: its text without the `.property-title` label. */
function valueOf(property: HTMLElement | null): string {
  if (!property) return '';
  const label = property.querySelector('.property-title')?.text ?? '';
  return property.text.replace(label, '').trim();
}

/** The legend is the one section without a class, right after the header. */
function legendOf(statement: HTMLElement): string {
  const legend = statement.childNodes.find(
    (node): node is HTMLElement => node instanceof HTMLElement && node.tagName === 'DIV' && !node.classNames,
  );
  return legend ? legend.innerHTML.trim() : '';
}

/** A section's HTML without its "Input" / "Output" / "Note" heading. */
function sectionHtml(section: HTMLElement | null): string {
  if (!section) return '';
  section.querySelector('.section-title')?.remove();
  return section.innerHTML.trim();
}

/** Inputs and outputs pair up in page order (`.sample-test` holds them alternately). */
function readExamples(statement: HTMLElement): RemoteExample[] {
  const inputs = statement.querySelectorAll('.sample-test .input pre');
  const outputs = statement.querySelectorAll('.sample-test .output pre');
  return inputs.map((input, i) => ({ input: sampleText(input), output: sampleText(outputs[i]) }));
}

/**
 * A sample's text: lines are either text with newlines, `<br>`s (older statements) or one
 * `div.test-example-line` each (newer ones, for highlighting a test's lines). Ends with one newline.
 */
function sampleText(pre: HTMLElement | undefined): string {
  if (!pre) return '';
  const text = pre.childNodes.map(nodeText).join('').replace(/\r\n?/g, '\n');
  const trimmed = text.replace(/^\n+/, '').trimEnd();
  return trimmed ? `${trimmed}\n` : '';
}

function nodeText(node: Node): string {
  if (node instanceof TextNode) return node.text;
  if (!(node instanceof HTMLElement)) return '';
  if (node.tagName === 'BR') return '\n';
  const inner = node.childNodes.map(nodeText).join('');
  return node.classList.contains('test-example-line') ? `${inner}\n` : inner;
}

function absolutizeLinks(statement: HTMLElement, pageUrl: string): void {
  for (const [selector, attribute] of [
    ['img[src]', 'src'],
    ['a[href]', 'href'],
  ] as const) {
    for (const element of statement.querySelectorAll(selector)) {
      const value = element.getAttribute(attribute);
      if (value) element.setAttribute(attribute, new URL(value, pageUrl).toString());
    }
  }
}
