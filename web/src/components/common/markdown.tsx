/**
 * Untrusted markdown (problem statements) rendered without raw HTML and sanitized before KaTeX
 * runs: only remark-math's marker classes survive sanitizing, and KaTeX's own output is added
 * after it, so no statement can inject script or event handlers. KaTeX is the heaviest part,
 * so it is loaded only when a text contains math.
 */
import { useEffect, useState } from 'react';
import ReactMarkdown, { type Options } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';

const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [
      ...(defaultSchema.attributes?.code ?? []),
      ['className', /^language-./, 'math-inline', 'math-display'],
    ],
    span: [...(defaultSchema.attributes?.span ?? []), ['className', 'math-inline', 'math-display']],
    div: [...(defaultSchema.attributes?.div ?? []), ['className', 'math-display']],
  },
};

const HAS_MATH = /\$|\\\(|\\\[/;
type PluggableList = NonNullable<Options['rehypePlugins']>;
type KatexPlugin = PluggableList[number];
let loadedKatex: KatexPlugin | null = null;

function useKatex(needed: boolean): KatexPlugin | null {
  const [plugin, setPlugin] = useState<KatexPlugin | null>(loadedKatex);
  useEffect(() => {
    if (!needed || plugin) return;
    let cancelled = false;
    void import('./katex-plugin').then(({ rehypeKatex }) => {
      loadedKatex = rehypeKatex;
      if (!cancelled) setPlugin(() => rehypeKatex);
    });
    return () => {
      cancelled = true;
    };
  }, [needed, plugin]);
  return plugin;
}

export function Markdown({
  children,
  className = '',
}: {
  children: string | null | undefined;
  className?: string;
}) {
  const katex = useKatex(Boolean(children && HAS_MATH.test(children)));
  if (!children) return null;
  const rehypePlugins: PluggableList = katex ? [[rehypeSanitize, schema], katex] : [[rehypeSanitize, schema]];
  return (
    <div
      className={`prose prose-slate max-w-none prose-pre:bg-slate-100 prose-pre:text-slate-800 ${className}`}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm, remarkMath]} rehypePlugins={rehypePlugins}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
