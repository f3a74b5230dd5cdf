import type { Sample } from '@/types/problem';

/**
 * HOJ stores samples as `<input>…</input><output>…</output>` pairs in one string; a JSON array
 * of `{input, output}` is accepted too.
 */
export function parseExamples(examples: string | null | undefined): Sample[] {
  if (!examples) return [];
  const trimmed = examples.trim();
  if (trimmed.startsWith('[')) {
    try {
      const list = JSON.parse(trimmed) as Partial<Sample>[];
      return list.map((item) => ({ input: item.input ?? '', output: item.output ?? '' }));
    } catch {
      return [];
    }
  }
  const samples: Sample[] = [];
  const pattern = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;
  for (let match = pattern.exec(trimmed); match; match = pattern.exec(trimmed)) {
    samples.push({ input: match[1], output: match[2] });
  }
  return samples;
}
