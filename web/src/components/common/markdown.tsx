/**
 * Untrusted markdown (problem statements) rendered without raw HTML and sanitized before KaTeX
 * runs: only the math parser's marker classes survive sanitizing, and KaTeX's own output is added
 * after it, so no statement can inject script or event handlers. KaTeX is the heaviest part,
 * so it is loaded only when a text contains math; until it and its stylesheet are in, the math
 * shows as a tinted gap, never as raw LaTeX (markdown.css, part of the app's stylesheet).
 */
import { useEffect, useState } from 'react';
import ReactMarkdown, { type Options } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import { remarkDisplayMath } from './remark-display-math';
import { remarkGfmParser, remarkMathParser } from './markdown-parsers';

/** Attribute rules of a tag with its className rule left out (the first className rule is the one applied). */
const withoutClassName = (tag: string) =>
  (defaultSchema.attributes?.[tag] ?? []).filter((rule) => !(Array.isArray(rule) && rule[0] === 'className'));

const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [...withoutClassName('code'), ['className', /^language-./, 'math-inline', 'math-display']],
    span: [...(defaultSchema.attributes?.span ?? []), ['className', 'math-inline', 'math-display']],
    div: [...(defaultSchema.attributes?.div ?? []), ['className', 'math-display']],
  },
};

const HAS_MATH = /\$|\\\(|\\\[/;
const remarkPlugins: NonNullable<Options['remarkPlugins']> = [
  remarkGfmParser,
  remarkMathParser,
  remarkDisplayMath,
];
type PluggableList = NonNullable<Options['rehypePlugins']>;
type KatexPlugin = PluggableList[number];
type MathState = 'loading' | 'ready' | 'raw';

/** One import for every Markdown on the page; Vite resolves it once the stylesheet has loaded too. */
let katexImport: Promise<KatexPlugin> | null = null;
let loadedKatex: KatexPlugin | null = null;

function loadKatex(): Promise<KatexPlugin> {
  katexImport ??= import('./katex-plugin').then(
    ({ rehypeKatex }) => (loadedKatex = rehypeKatex),
    (error: unknown) => {
      katexImport = null; // a later page may try again
      throw error;
    },
  );
  return katexImport;
}

function useKatex(needed: boolean): { plugin: KatexPlugin | null; state: MathState } {
  const [plugin, setPlugin] = useState<KatexPlugin | null>(() => loadedKatex);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || plugin) return;
    let cancelled = false;
    loadKatex().then(
      (loaded) => {
        if (!cancelled) setPlugin(() => loaded);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [needed, plugin]);
  return { plugin, state: plugin ? 'ready' : failed ? 'raw' : 'loading' };
}

export function Markdown({
  children,
  className = '',
}: {
  children: string | null | undefined;
  className?: string;
}) {
  const hasMath = Boolean(children && HAS_MATH.test(children));
  const katex = useKatex(hasMath);
  if (!children) return null;
  const rehypePlugins: PluggableList = katex.plugin
    ? [[rehypeSanitize, schema], katex.plugin]
    : [[rehypeSanitize, schema]];
  return (
    <div
      className={`markdown-body prose prose-slate max-w-none prose-pre:bg-slate-100 prose-pre:text-slate-800 ${className}`}
      data-math={hasMath ? katex.state : undefined}
      aria-busy={hasMath && katex.state === 'loading' ? true : undefined}
    >
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
