/**
 * GFM (tables, strikethrough, task lists, footnotes, bare links) and `$`/`$$` math for
 * react-markdown, read only: remark-gfm and remark-math also register how to write markdown back
 * out, which nothing here does and which brought a markdown serializer into every page with a
 * statement (7 KB gzipped). The file's name keeps it, and the parsers it brings, in the markdown
 * pipeline's chunk rather than in the one most pages share (vite.config.ts).
 */
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';

/** The slots of a unified processor's data that remark-parse reads its extensions from. */
interface ParserData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
}

/** A unified processor, as far as these plugins touch it. */
interface WithData {
  data(): object;
}

function addParser(processor: WithData, syntax: unknown, tree: unknown): void {
  const data = processor.data() as ParserData;
  (data.micromarkExtensions ??= []).push(syntax);
  (data.fromMarkdownExtensions ??= []).push(tree);
}

export function remarkGfmParser(this: WithData): void {
  addParser(this, gfm(), gfmFromMarkdown());
}

export function remarkMathParser(this: WithData): void {
  addParser(this, math(), mathFromMarkdown());
}
