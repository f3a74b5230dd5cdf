import type { RemoteExample } from '../remote-judge-adapter';

/** HOJ keeps a problem's examples as `<input>…</input><output>…</output>` pairs in one text. */
export function parseHojExamples(examples: string | null | undefined): RemoteExample[] {
  const pairs = [...(examples ?? '').matchAll(/<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g)];
  return pairs.map(([, input, output]) => ({ input, output }));
}

export function formatHojExamples(examples: readonly RemoteExample[]): string {
  return examples.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('');
}
